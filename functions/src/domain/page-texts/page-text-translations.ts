import { hasVisibleContent } from '@school/shared/content-schemas';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@school/shared/i18n/translations';
import { overlayTranslation, translatedPart, type PageTranslations } from '@school/shared/page-text-translations';
import type { z } from 'zod';
import { ValidationError } from '../errors.js';
import { parse } from '../parse.js';

// A page's Punjabi and Hindi texts as staff send them with its draft. Each language is laid over
// the English texts and the result checked with the page's own schema and sanitised like it, so a
// translation has the English limits, messages (named by language) and allowed markup; what is
// stored is only the translated part. A text left empty (a rich body with nothing in it too) is
// not translated.

const LANGUAGE: Record<TranslatedLocale, string> = { pa: 'Punjabi', hi: 'Hindi' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty texts (an editor's "<p></p>" too) become missing ones. */
function withoutEmpty(value: unknown): unknown {
  if (typeof value === 'string') return hasVisibleContent(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, withoutEmpty(one)]));
  return value;
}

/**
 * The checked translations of a page whose checked English texts are `texts`; undefined when there
 * is none. `sanitise` is the page's rich-body sanitiser.
 */
export function checkTranslations<T>(
  schema: z.ZodType<T>,
  sanitise: (texts: T) => T,
  texts: T,
  input: unknown,
): PageTranslations<T> | undefined {
  if (!isObject(input)) return undefined;
  const checked: PageTranslations<T> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const { texts: laid, langs } = overlayTranslation(texts, withoutEmpty(input[locale]));
    let result: T;
    try {
      result = parse(schema, sanitise(parse(schema, laid)));
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(`${LANGUAGE[locale]}: ${error.message}`);
      throw error;
    }
    const part = translatedPart(result, langs);
    if (part !== undefined) checked[locale] = part as PageTranslations<T>[TranslatedLocale];
  }
  return Object.keys(checked).length > 0 ? checked : undefined;
}
