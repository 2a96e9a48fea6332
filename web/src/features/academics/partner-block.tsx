import { useT } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { useSchoolTexts } from '../../lib/school-texts';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import styles from './partner-block.module.css';

/** The digital curriculum partner (spec: shown on the curriculum tab, with a logo). */
export function PartnerBlock() {
  const t = useT();
  const { partner, images } = useSchool();
  const { name } = partner;
  // The text in the page's language where staff translated it (else English, marked).
  const description = useSchoolTexts()('partnerDescription');
  // Staff leave the name empty when the school has no such partner.
  if (!name) return null;
  const logo = images.partnerLogo;
  return (
    <section aria-labelledby="partner-heading" className={styles.partner}>
      {logo && (
        <StoredImage
          image={logo}
          sizes="240px"
          alt={t('{name} logo', { name })}
          width={240}
          height={Math.round((240 * logo.height) / logo.width)}
          loading="lazy"
          className={styles.logo}
        />
      )}
      <div>
        <p className={`${ui.overline} ${styles.kicker}`}>{t('Our digital curriculum partner')}</p>
        <h3 id="partner-heading" className={`${ui.h3} ${styles.name}`}>
          {name}
        </h3>
        <p className={`${ui.muted} ${styles.description}`} lang={description.lang}>
          {description.text}
        </p>
      </div>
    </section>
  );
}
