import { INTL_LOCALES, type Locale } from '@school/shared/i18n/locales';
import { createContext, useContext, type ReactNode } from 'react';
import { createTranslator, type Translator } from './translator';

// One translator per rendered page, in context rather than global: the server renders pages in
// several languages at once. The language never changes within a page's life: the switcher loads the
// other language's address anew (app/layout/language-switcher.tsx).

interface PageI18n {
  i18n: Translator;
  locale: Locale;
}

const I18nContext = createContext<PageI18n | null>(null);

/** A translator for `locale` (its catalogues are loaded by lib/i18n/catalogs.ts). */
export function createI18n(locale: Locale): PageI18n {
  // Where a translation is missing, it shows the message id: our ids are the English texts.
  return { i18n: createTranslator(INTL_LOCALES[locale]), locale };
}

export function I18nProvider({ value, children }: { value: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function usePageI18n(): PageI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('No I18nProvider above this component');
  return value;
}

/** The page's language. */
export const useLocale = (): Locale => usePageI18n().locale;

/**
 * `t(english, values)`: the text in the page's language. Messages are keyed by their English text
 * (the spec's, exactly), written in ICU syntax, plurals too (`{count, plural, one {# photo} other {# photos}}`).
 */
export function useT(): (message: string, values?: Record<string, unknown>) => string {
  const { i18n } = usePageI18n();
  return (message, values) => i18n._(message, values);
}
