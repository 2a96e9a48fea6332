import { telHref, useSchool } from '../../lib/school-settings';
import { useT } from '../../lib/i18n/i18n';
import styles from './privacy-page.module.css';

/**
 * Whom to ask about personal data (DPDP Rules, rule 9), from the settings: the name, e-mail and phone
 * staff set; the office's phone where they left the phone blank, so a visitor always has a way to ask.
 */
export function PrivacyContact() {
  const t = useT();
  const school = useSchool();
  const { name, email, phone } = school.dataProtection;
  const tel = phone || school.officePhone;
  return (
    <section aria-labelledby="privacy-contact" className={`${styles.section} ${styles.contact}`}>
      <h2 id="privacy-contact" className={styles.heading}>
        {t('Data-protection contact')}
      </h2>
      <p>{t('For questions about your data, and to ask to see, correct or erase it, or to withdraw your consent:')}</p>
      <dl className={styles.facts}>
        <dt>{t('Name')}</dt>
        <dd>{name || school.name}</dd>
        {email && (
          <>
            <dt>{t('E-mail')}</dt>
            <dd>
              <a href={`mailto:${email}`} className={styles.link}>
                {email}
              </a>
            </dd>
          </>
        )}
        <dt>{t('Phone')}</dt>
        <dd>
          <a href={telHref(tel)} className={styles.link}>
            {tel}
          </a>
        </dd>
      </dl>
    </section>
  );
}
