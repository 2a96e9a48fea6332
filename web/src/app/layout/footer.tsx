import { LocalLink as Link, useLocalePath } from '../../lib/i18n/links';
import { useT } from '../../lib/i18n/i18n';
import { iconButtonClass } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import facebook from '../../lib/ui/icons/facebook';
import instagram from '../../lib/ui/icons/instagram';
import locationOn from '../../lib/ui/icons/location-on';
import phone from '../../lib/ui/icons/phone';
import ui from '../../lib/ui/ui.module.css';
import { quickLinks } from '../nav-tree';
import { addressLine, telHref, useOptionalSchool, type SchoolSettings } from '../../lib/school-settings';
import styles from './footer.module.css';
import { SMOOTH_SCROLL_STATE } from './scroll-to-top';

export function Footer() {
  const year = new Date().getFullYear();
  const school = useOptionalSchool();
  const t = useT();
  // A profile staff left empty is not shown.
  const social = [
    { name: 'Facebook', href: school?.social.facebook ?? '', icon: facebook },
    { name: 'Instagram', href: school?.social.instagram ?? '', icon: instagram },
  ].filter(({ href }) => href !== '');

  return (
    <footer className={styles.footer}>
      <div className={ui.container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            {school && (
              <>
                <h2 className={`${styles.heading} ${styles.schoolName}`}>{school.name}</h2>
                <p className={styles.blurb}>
                  {t('A day-boarding convent school in {town}, caring for curious young minds since {year}.', {
                    town: school.address.locality,
                    year: school.foundedYear,
                  })}
                </p>
              </>
            )}
            <SubscribeBox />
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              {t('Quick Links')}
            </h2>
            <ul className={styles.links}>
              {quickLinks.map((link) => (
                <li key={link.path}>
                  {/* Route state asks ScrollToTop for a smooth scroll (see scroll-to-top.tsx). */}
                  <Link to={link.path} state={SMOOTH_SCROLL_STATE} className={styles.link}>
                    {t(link.name)}
                  </Link>
                </li>
              ))}
              {/* CBSE asks its schools to link the disclosure from every page's reach (issue 36). */}
              {school?.board.name === 'CBSE' && (
                <li>
                  <Link to="/mandatory-public-disclosure" state={SMOOTH_SCROLL_STATE} className={styles.link}>
                    {t('Mandatory Public Disclosure')}
                  </Link>
                </li>
              )}
            </ul>
          </nav>

          <div>
            <h2 className={styles.heading}>{t('Contact Us')}</h2>
            {school && (
              <address className={styles.address}>
                <span className={styles.line}>
                  <Icon path={phone} size={20} />
                  <a href={telHref(school.officePhone)} className={styles.link}>
                    {school.officePhone}
                  </a>
                </span>
                <span className={styles.line}>
                  <Icon path={locationOn} size={20} />
                  <span>{addressLine(school.address)}</span>
                </span>
                <DataProtection school={school} />
              </address>
            )}
            <div className={styles.social}>
              {social.map(({ name, href, icon }) => (
                <a
                  key={name}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('{name} (opens in a new tab)', { name })}
                  className={iconButtonClass}
                >
                  <Icon path={icon} />
                </a>
              ))}
            </div>
          </div>
        </div>

        <div className={styles.bottom}>
          <p>{t('© {year} {school}. All rights reserved.', { year, school: school?.name ?? '' })}</p>
          <span className={styles.bottomLinks}>
            <Link to="/privacy" state={SMOOTH_SCROLL_STATE} className={styles.link}>
              {t('Privacy Notice')}
            </Link>
            <Link to="/admin/login" className={styles.link}>
              {t('Admin Portal')}
            </Link>
          </span>
        </div>
      </div>
    </footer>
  );
}

/**
 * E-mail updates (issue 39) on every page: a plain GET form to /subscribe, which works before any
 * script runs and adds none; the language, topics and consent are asked there.
 */
function SubscribeBox() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <form method="get" action={localePath('/subscribe')} aria-labelledby="footer-subscribe" className={styles.subscribe}>
      <h2 id="footer-subscribe" className={styles.heading}>
        {t('E-mail updates')}
      </h2>
      <label htmlFor="footer-subscribe-email">{t('News and notices from the school in your inbox, in your language.')}</label>
      <span className={styles.subscribeRow}>
        <input
          id="footer-subscribe-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('Your email address')}
          className={styles.subscribeInput}
        />
        <button type="submit" className={styles.subscribeButton}>
          {t('Subscribe')}
        </button>
      </span>
    </form>
  );
}

/**
 * Whom to ask about personal data (DPDP Rules, rule 9), as the settings name them, on every page.
 * Until staff name someone it is left out: the office's phone is just above, and the privacy notice
 * (linked below) names the office.
 */
function DataProtection({ school }: { school: SchoolSettings }) {
  const t = useT();
  const { name, email, phone } = school.dataProtection;
  const reach = email ? { href: `mailto:${email}`, text: email } : phone ? { href: telHref(phone), text: phone } : null;
  if (!name && !reach) return null;
  return (
    <span className={styles.dataProtection}>
      {t('Data protection:')} {name || school.name}
      {reach && (
        <>
          {', '}
          <a href={reach.href} className={styles.link}>
            {reach.text}
          </a>
        </>
      )}
    </span>
  );
}
