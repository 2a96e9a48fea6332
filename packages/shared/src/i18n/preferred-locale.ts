import { isLocale, type Locale } from './locales.js';

// Apart from locales.ts, which every public page runs: only the language suggestion (a later part of
// the layout, app/layout/language-suggestion-bar.tsx) asks which language a browser prefers.

/**
 * The first of the site's languages a browser's Accept-Language asks for, by its order and q-values;
 * null when it names none of them (or English comes first). Used only to suggest, never to redirect.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of wanted) if (isLocale(language)) return language;
  return null;
}
