import { localePath, type Locale } from '@school/shared/i18n/locales';
import { createContext, useContext } from 'react';

/**
 * The page being shown as a path in the site, without its language ('/news/sports-day'), rebuilt
 * from the route the router matched (app/matched-route.ts); null when no route matched (Not Found)
 * and outside the public layout. Links to this page in another language, its canonical address and
 * its hreflang alternates are made from it, never from the address bar: a visitor's '/pa//evil.example'
 * must not become a link to evil.example.
 */
const PagePathContext = createContext<string | null>(null);
export const PagePathProvider = PagePathContext.Provider;

export const usePagePath = (): string | null => useContext(PagePathContext);

/** The page being shown in `locale` ('/pa/news/sports-day'); that language's home page on Not Found. */
export function useLanguageHref(): (locale: Locale) => string {
  const path = usePagePath();
  return (locale) => localePath(locale, path ?? '/');
}
