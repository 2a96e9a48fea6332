import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '@school/shared/i18n/locales';
import type { LocalizedText, SearchEntry, SearchResultView } from '@school/shared/search-results';
import { oneLine, snippetOf } from './snippet.js';

// The site search's index over every public item's entry (site-search.ts keeps it fresh). MiniSearch
// indexes each entry's words in all its languages at once, so a word of a PDF's English text is found
// from /hi/search too; what a result shows is the asked language where the item has a translation.

/** Words of the title count for more than words of the text. */
const TITLE_BOOST = 3;
/** Several words must all be found: a parent who types "fee structure" wants that, not every "fee". */
const SEARCH_OPTIONS = {
  combineWith: 'AND',
  boost: { title: TITLE_BOOST },
  // The last word may be half typed; earlier ones are whole.
  prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
  // A slip of a letter in a longer word ("certifcate"); short words would match too much.
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
} as const;

const flatText = (text: LocalizedText): LocalizedText => {
  const flat: LocalizedText = { en: oneLine(text.en) };
  if (text.pa) flat.pa = oneLine(text.pa);
  if (text.hi) flat.hi = oneLine(text.hi);
  return flat;
};

const allLanguages = (text: LocalizedText): string => [text.en, text.pa, text.hi].filter(Boolean).join('\n');

export interface SiteIndex {
  /** The entries matching `q`, best first, that are public at `now`, shown in `lang`. */
  find(q: string, lang: Locale, now: Date): SearchResultView[];
  /** The earliest `visibleFrom` after `now`: when an answer changes with no write (a scheduled item). */
  nextChange(now: Date): Date | null;
}

/** Builds the index of `entries`, a slice at a time so a large site does not hold the server up. */
export async function buildIndex(entries: readonly SearchEntry[]): Promise<SiteIndex> {
  // The texts on one line once, so each result's snippet is a plain scan.
  const byKey = new Map(entries.map((entry) => [entry.key, { ...entry, text: flatText(entry.text) }]));
  const index = new MiniSearch<{ key: string; title: string; text: string }>({
    idField: 'key',
    fields: ['title', 'text'],
    searchOptions: SEARCH_OPTIONS,
  });
  await index.addAllAsync(
    [...byKey.values()].map((entry) => ({ key: entry.key, title: allLanguages(entry.title), text: allLanguages(entry.text) })),
    { chunkSize: 200 },
  );
  const scheduled = entries.flatMap((entry) => (entry.visibleFrom ? [Date.parse(entry.visibleFrom)] : []));

  return {
    find(q, lang, now) {
      const visible = (result: SearchResult) => {
        const from = byKey.get(String(result.id))?.visibleFrom;
        return !from || Date.parse(from) <= now.getTime();
      };
      return index.search(q, { filter: visible }).flatMap((result) => {
        const entry = byKey.get(String(result.id));
        return entry ? [view(entry, lang, result.terms)] : [];
      });
    },
    nextChange(now) {
      const later = scheduled.filter((at) => at > now.getTime());
      return later.length ? new Date(Math.min(...later)) : null;
    },
  };
}

/** An entry as a result in `lang`: its translation where there is one, with the words around the match. */
function view(entry: SearchEntry, lang: Locale, terms: string[]): SearchResultView {
  const shown: Locale = lang !== 'en' && entry.title[lang] ? lang : 'en';
  const title = (shown === 'en' ? entry.title.en : entry.title[shown]) ?? entry.title.en;
  const own = shown === 'en' ? entry.text.en : (entry.text[shown] ?? '');
  // The match may be only in the English text (a PDF's words): then that is the snippet.
  const snippet = snippetOf(own, terms) ?? snippetOf(entry.text.en, terms) ?? snippetOf(own || entry.text.en, []) ?? '';
  return { type: entry.type, path: entry.path, title, snippet, date: entry.date, lang: shown };
}
