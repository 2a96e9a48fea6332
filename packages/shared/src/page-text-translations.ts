import type { TranslatedLocale } from './i18n/translations.js';

// The fixed pages' texts in Punjabi and Hindi. A page's texts are structured (cards, steps, lists),
// so a translation has the same shape with every part optional: `translations.pa.hero.headline`,
// `translations.hi.whyChoose.cards[2].title`. List entries pair by position with the English ones;
// a text missing (or blank) is not translated and shows in English. Choices and addresses (a card's
// category, picture and link) are not texts and are never translated. Pure functions, no zod: the
// public pages use them (the server validates a translation by laying it over the English and
// checking the result with the page's own schema, so the limits and messages are the English ones).

/** Part of a page's texts, every text optional: what staff translated. */
export type TextsTranslation<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? TextsTranslation<E>[]
    : T extends object
      ? { [K in keyof T]?: TextsTranslation<T[K]> }
      : never;

/** Per text of a page, 'en' where the English stands in for a missing translation. */
export type TextLangs<T> = T extends string
  ? 'en' | undefined
  : T extends readonly (infer E)[]
    ? TextLangs<E>[]
    : T extends object
      ? { [K in keyof T]: TextLangs<T[K]> }
      : undefined;

/** A page's translations: per language, part of its texts. */
export type PageTranslations<T> = Partial<Record<TranslatedLocale, TextsTranslation<T>>>;

/** Fields that are choices, numbers or addresses, not words: the English value always. */
export const UNTRANSLATED_FIELDS: readonly string[] = ['category', 'icon', 'link', 'exam', 'year', 'frequency', 'phone', 'email'];

/** Whether a field keeps its English value in every language: one of UNTRANSLATED_FIELDS, a count (`pgtCount`) or an address (`calendarLink`). */
export const isUntranslated = (key: string): boolean => UNTRANSLATED_FIELDS.includes(key) || key.endsWith('Count') || key.endsWith('Link');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `english` with `translation` laid over it, text by text, and which texts stayed English. A
 * translated value that is not text is laid over too, so the page's schema refuses it.
 */
export function overlayTranslation<T>(english: T, translation: unknown): { texts: T; langs: TextLangs<T> } {
  const [texts, langs] = overlay(english, translation);
  return { texts: texts as T, langs: langs as TextLangs<T> };
}

function overlay(english: unknown, translation: unknown): [unknown, unknown] {
  if (typeof english === 'string') return isBlank(translation) ? [english, english === '' ? undefined : 'en'] : [translation, undefined];
  if (Array.isArray(english)) {
    const list = Array.isArray(translation) ? translation : [];
    const pairs = english.map((one, index) => overlay(one, list[index]));
    return [pairs.map(([text]) => text), pairs.map(([, lang]) => lang)];
  }
  if (isObject(english)) {
    const from = isObject(translation) ? translation : {};
    const texts: Record<string, unknown> = {};
    const langs: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      const [text, lang] = isUntranslated(key) ? [value, undefined] : overlay(value, from[key]);
      texts[key] = text;
      langs[key] = lang;
    }
    return [texts, langs];
  }
  return [english, undefined];
}

/**
 * The translated texts of `texts` (a page's texts with a translation laid over, checked), by `langs`
 * (from overlayTranslation): undefined when nothing is translated. List entries keep their places
 * ('' or {} where not translated), so they still pair with the English ones.
 */
export function translatedPart(texts: unknown, langs: unknown, key?: string): unknown {
  if (key !== undefined && isUntranslated(key)) return undefined;
  if (typeof texts === 'string') return langs === undefined && texts !== '' ? texts : undefined;
  if (Array.isArray(texts)) {
    const list = texts.map((one, index) => translatedPart(one, Array.isArray(langs) ? langs[index] : undefined));
    if (list.every((one) => one === undefined)) return undefined;
    return list.map((one, index) => one ?? (typeof texts[index] === 'string' ? '' : {}));
  }
  if (isObject(texts)) {
    const from = isObject(langs) ? langs : {};
    const entries = Object.entries(texts)
      .map(([name, value]) => [name, translatedPart(value, from[name], name)] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}
