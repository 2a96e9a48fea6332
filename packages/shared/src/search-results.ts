import type { Locale } from './i18n/locales.js';

// Site search (issue 35, item 5): what each kind of public item offers the index, and what a search
// answers. Browser-safe and free of zod: the /search page reads these types and limits.

/** What a result is, as the page names it. */
export const SEARCH_RESULT_TYPES = ['news', 'event', 'gallery', 'page', 'document'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** A text in English and, where staff translated it, Punjabi and Hindi. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

/** One public item as the index holds it: made by its kind's `search.entries` (domain/item-kinds). */
export interface SearchEntry {
  /** Unique in the index: the kind's name and the item's id. */
  key: string;
  type: SearchResultType;
  /** Its public address without a language (`/documents/fee-structure`); the page adds `/pa`, `/hi`. */
  path: string;
  title: LocalizedText;
  /** Its words as plain text (no markup): description, body, a PDF's own text. */
  text: LocalizedText;
  /** The date shown beside it (an ISO instant or day), or null. */
  date: string | null;
  /** When it becomes public (a scheduled item), or null: public now. Drafts have no entry at all. */
  visibleFrom: string | null;
}

/** One result, in the asked language where the item has a translation (else English). */
export interface SearchResultView {
  type: SearchResultType;
  path: string;
  title: string;
  /** A few words around the first match (or the start of its text). */
  snippet: string;
  date: string | null;
  /** The language `title` and `snippet` are in: the asked one, or English where none was given. */
  lang: Locale;
}

/** The longest search: a few words, never a pasted text. */
export const SEARCH_QUERY_MAX = 100;
/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 20;
/** The last page one may ask for: further than anyone reads, and a bound on the work. */
export const SEARCH_PAGE_MAX = 10;
