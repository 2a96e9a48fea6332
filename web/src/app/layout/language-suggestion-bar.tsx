import { LOCALE_NAMES, type Locale } from '@school/shared/i18n/locales';
import { preferredLocale } from '@school/shared/i18n/preferred-locale';
import { useEffect, useState } from 'react';
import { loadMessages } from '../../lib/i18n/catalogs';
import { createI18n, useLocale } from '../../lib/i18n/i18n';
import type { Translator } from '../../lib/i18n/translator';
import { useLanguageHref } from '../../lib/i18n/page-path';
import ui from '../../lib/ui/ui.module.css';
import { SUGGESTED_KEY } from './language-choice';
import styles from './language-suggestion.module.css';

/**
 * The bar language-suggestion.tsx loads when a first visitor's browser may prefer Punjabi or
 * Hindi: it offers the page in the language the browser ranks first (its Accept-Language, as
 * navigator.languages), written in that language. Fixed to the viewport: it moves nothing.
 */
export default function LanguageSuggestionBar() {
  const locale = useLocale();
  // This page in the offered language (its home page on Not Found): lib/i18n/page-path.tsx.
  const hrefIn = useLanguageHref();
  const [offer, setOffer] = useState<{ locale: Locale; i18n: Translator } | null>(null);

  useEffect(() => {
    if (locale !== 'en') return;
    const wanted = preferredLocale(navigator.languages.join(','));
    if (!wanted || wanted === 'en') return;
    let live = true;
    const other = createI18n(wanted);
    // Its three texts alone, in the offered language (the `language-suggestion` catalogue).
    void loadMessages(other.i18n, wanted, ['language-suggestion']).then(() => {
      if (!live) return;
      try {
        localStorage.setItem(SUGGESTED_KEY, wanted);
      } catch {
        // Not remembered: it may be offered again on the next visit.
      }
      setOffer({ locale: wanted, i18n: other.i18n });
    });
    return () => {
      live = false;
    };
  }, [locale]);

  if (!offer) return null;
  const language = LOCALE_NAMES[offer.locale];
  const t = (message: string) => offer.i18n._(message, { language });
  return (
    <aside aria-label={LOCALE_NAMES[offer.locale]} lang={offer.locale} className={styles.bar}>
      <div className={`${ui.container} ${styles.inner}`}>
        <p className={styles.text}>{t('This site is also in {language}.')}</p>
        <a href={hrefIn(offer.locale)} hrefLang={offer.locale} className={styles.go}>
          {t('Read it in {language}')}
        </a>
        <button type="button" onClick={() => setOffer(null)} className={styles.dismiss}>
          {t('No, thanks')}
        </button>
      </div>
    </aside>
  );
}
