import { z } from 'zod';

// Staff-written texts in Punjabi and Hindi, beside the English (which stays required and is what
// the admin shows first). Each translatable thing stores `translations: { pa?: {...}, hi?: {...} }`
// with the same field names as its English fields; a field missing or blank there is "not
// translated", and visitors see the English text, marked lang="en" (web/src/lib/i18n/localized.tsx).
// Browser-safe: zod only.

/** The languages staff may translate into (English is the item's own fields). */
export const TRANSLATED_LOCALES = ['pa', 'hi'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** What a translatable item carries: per language, some of its text fields. */
export type Translations<F extends string> = Partial<Record<TranslatedLocale, Partial<Record<F, string>>>>;

/**
 * The `translations` field of a schema whose translatable fields are `fields` (each a string
 * schema, e.g. the English field's own with its length limit). Optional: items stored before
 * translations existed have none. Blank texts are dropped, so "not translated" has one spelling.
 */
export function translationsSchema<S extends Record<string, z.ZodType<string>>>(fields: S) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional()),
    ]),
  ) as unknown as { [K in keyof S]: z.ZodType<string | undefined> };
  const language = z.object(shape).partial();
  return z.object({ pa: language.optional(), hi: language.optional() }).optional();
}

/**
 * Keeps only the languages and fields with text (blank texts became '' or undefined in the schema),
 * so a stored item says "not translated" one way: the field, or the language, is absent.
 */
export function compactTranslations<F extends string>(value: Translations<F> | undefined): Translations<F> | undefined {
  if (!value) return undefined;
  const kept: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = Object.entries(value[locale] ?? {}).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (fields.length > 0) kept[locale] = Object.fromEntries(fields) as Partial<Record<F, string>>;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
