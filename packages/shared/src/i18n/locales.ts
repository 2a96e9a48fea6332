// The public site's three languages. English lives at today's addresses, Punjabi (Gurmukhi) under
// /pa/… and Hindi (Devanagari) under /hi/…; the admin stays in English. Browser-safe, no imports.

export const LOCALES = ['en', 'pa', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pa: 'ਪੰਜਾਬੀ', hi: 'हिन्दी' };

/** The tags Intl formats dates and numbers with (India's conventions; month names in the language). */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', pa: 'pa-IN', hi: 'hi-IN' };

/** Open Graph's spelling of each language (og:locale). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', pa: 'pa_IN', hi: 'hi_IN' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** '/pa/about' → pa and '/about'; '/hi' → hi and '/'; '/about' → en and '/about'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(pa|hi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/**
 * True for what a browser reads as part of a leading '//' (a link to another host): '/', '\\' (the
 * URL parser treats it as '/'), and the spaces and control characters it trims or drops (tab, newline).
 */
const joinsLeadingSlashes = (code: number): boolean => code === 0x2f || code === 0x5c || code <= 0x20;

/**
 * `path` as an address on this site: its leading run of slashes, backslashes and skipped characters
 * becomes one '/', so a link made from it never names another host ('//evil.example',
 * '/\\evil.example' → '/evil.example'). A loop, not a regular expression: linear on any input.
 */
export function sitePath(path: string): string {
  let start = 0;
  while (start < path.length && joinsLeadingSlashes(path.charCodeAt(start))) start += 1;
  return `/${path.slice(start)}`;
}

/** A site path ('/about', '/') in `locale`: '/pa/about', '/pa'. Paths outside the site (/admin, /api, /files) stay. */
export function localePath(locale: Locale, path: string): string {
  // Never '//host' or '/\\host', whatever a caller passes.
  const site = path.length > 0 && joinsLeadingSlashes(path.charCodeAt(0)) ? sitePath(path) : path;
  if (locale === DEFAULT_LOCALE || !site.startsWith('/') || /^\/(admin|api|files)(\/|$)/.test(site)) return site;
  return site === '/' ? `/${locale}` : `/${locale}${site}`;
}
