import { TRANSLATED_LOCALES } from '@school/shared/i18n/translations';
import type { LocalizedText } from '@school/shared/search-results';
import type { DocumentData } from '../../ports/document-store.js';

// Helpers for the kinds' `search.entries` (item-kind.ts): an item's words in each language, from the
// English field and `translations: { pa?: {...}, hi?: {...} }` as every translatable item stores them.

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `doc[field]` and its Punjabi and Hindi translations, each through `clean` (HTML to words). */
export function localizedField(doc: DocumentData, field: string, clean: (text: string) => string = (text) => text): LocalizedText {
  const text: LocalizedText = { en: clean(asText(doc[field])) };
  const translations = (doc.translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const locale of TRANSLATED_LOCALES) {
    const translated = clean(asText(translations[locale]?.[field]));
    if (translated) text[locale] = translated;
  }
  return text;
}

/** Several texts of one item joined per language (a description and a PDF's text); English fills no gap. */
export function joinTexts(...texts: LocalizedText[]): LocalizedText {
  const joined: LocalizedText = {
    en: texts
      .map((text) => text.en)
      .filter(Boolean)
      .join('\n'),
  };
  for (const locale of TRANSLATED_LOCALES) {
    const parts = texts.map((text) => text[locale] ?? '').filter(Boolean);
    if (parts.length) joined[locale] = parts.join('\n');
  }
  return joined;
}
