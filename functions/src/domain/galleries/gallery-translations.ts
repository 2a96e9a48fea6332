import { TRANSLATED_LOCALES, type Translations } from '@school/shared/i18n/translations';

// The Punjabi and Hindi texts of a gallery or photo (shared schema: translationsSchema). A save
// sends whole languages: each language sent replaces that language's texts, one not sent is kept,
// so an API client that edits only the Punjabi leaves the Hindi alone. Blank texts arrive already
// dropped by the schema; a language left with none is removed.

type Sent<F extends string> = Partial<Record<(typeof TRANSLATED_LOCALES)[number], Partial<Record<F, string | undefined>>>>;

/** Only the texts with words, and only the languages with texts; undefined when none is left. */
export function tidyTranslations<F extends string>(translations: Sent<F> | undefined): Translations<F> | undefined {
  const tidy: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = Object.entries(translations?.[locale] ?? {}).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (texts.length > 0) tidy[locale] = Object.fromEntries(texts) as Partial<Record<F, string>>;
  }
  return Object.keys(tidy).length > 0 ? tidy : undefined;
}

/** The stored translations after a save that sent `sent` (undefined: not touched). */
export function mergeTranslations<F extends string>(
  stored: Translations<F> | undefined,
  sent: Sent<F> | undefined,
): Translations<F> | undefined {
  if (sent === undefined) return tidyTranslations(stored);
  return tidyTranslations({ ...stored, ...sent });
}

/** `{ translations }` when there are any, else nothing: stored documents and answers carry no empty field. */
export const translationsField = <F extends string>(translations: Translations<F> | undefined): { translations?: Translations<F> } => {
  const tidy = tidyTranslations(translations);
  return tidy ? { translations: tidy } : {};
};
