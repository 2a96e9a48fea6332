import { LOCALE_NAMES, LOCALES, type Locale } from '@school/shared/i18n/locales';
import { useLocation } from 'react-router-dom';
import { useLocale, useT } from '../../lib/i18n/i18n';
import { useLanguageHref, usePagePath } from '../../lib/i18n/page-path';
import { LANGUAGE_CHOSEN_KEY } from './language-choice';
import styles from './language-switcher.module.css';

/**
 * The same page in the site's other languages. Plain links that load the page anew: the server
 * renders it in that language (with its fonts and texts), and a page's language never changes while
 * it is open (lib/i18n/i18n.tsx). Each name is written in its own language and marked so.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const { search } = useLocation();
  // The page the router matched in each language, never the address as typed ('/pa//evil.example'
  // linked to evil.example); on Not Found, each language's home page (with no query to carry).
  const hrefIn = useLanguageHref();
  const query = usePagePath() === null ? '' : search;
  const remember = (chosen: Locale) => {
    try {
      localStorage.setItem(LANGUAGE_CHOSEN_KEY, chosen);
    } catch {
      // Storage refused (private mode): the suggestion may show again, nothing else changes.
    }
  };
  return (
    <nav aria-label={t('Language')} className={`${styles.switcher} ${className ?? ''}`}>
      <ul className={styles.list}>
        {LOCALES.map((other) => (
          <li key={other}>
            <a
              href={`${hrefIn(other)}${query}`}
              lang={other}
              hrefLang={other}
              aria-current={other === locale ? 'true' : undefined}
              onClick={() => remember(other)}
              className={styles.link}
            >
              {LOCALE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
