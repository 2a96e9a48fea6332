// Title search that a store can answer without reading every item (issue 34): Firestore has no
// substring search, only `array-contains`, so each item stores the prefixes of its title's words
// (`titleWords`) and a search asks for one typed word among them. The same rules split what is
// stored and what is typed, so both sides agree on what a word is. Browser-safe, no zod.

/** The longest prefix stored per word: a longer typed word is looked up by its first 15 characters. */
export const TITLE_WORD_MAX = 15;

// A word is a run of letters, digits and combining marks. The marks matter: Punjabi and Hindi write
// most vowels and the virama as marks (the ि of "दिवस"), and splitting on them would cut words apart.
// One character class, once or more: linear on any input.
const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/u;

/** The words of `text`, lower-cased, in one Unicode form (a word typed in decomposed form still matches). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(BETWEEN_WORDS)
    .filter((word) => word !== '');
}

/** `word` cut to TITLE_WORD_MAX characters (code points: a letter outside the BMP is never cut in half). */
export function storedPrefix(word: string): string {
  return Array.from(word).slice(0, TITLE_WORD_MAX).join('');
}

/** Every prefix (1 to TITLE_WORD_MAX characters) of every word of the titles, each once. */
export function titleWords(titles: readonly (string | undefined)[]): string[] {
  const prefixes = new Set<string>();
  for (const title of titles) {
    for (const word of wordsOf(title ?? '')) {
      const letters = Array.from(storedPrefix(word));
      for (let end = 1; end <= letters.length; end++) prefixes.add(letters.slice(0, end).join(''));
    }
  }
  return [...prefixes];
}

/**
 * Whether every typed word begins some word of the titles ("sports day" finds "Annual Sports Day"):
 * what the store's one-word lookup is narrowed by, on the items it found.
 */
export function titlesMatch(titles: readonly (string | undefined)[], typed: readonly string[]): boolean {
  const words = titles.flatMap((title) => wordsOf(title ?? ''));
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}
