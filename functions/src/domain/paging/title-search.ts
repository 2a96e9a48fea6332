import { storedPrefix, titlesMatch, titleWords, wordsOf } from '@school/shared/title-words';
import type { WhereClause } from '../../ports/document-store.js';

// The title search of the lists (issue 34), answered by the store: Firestore has no substring search
// and one `array-contains` per query, so the store looks up one typed word among the stored prefixes
// (`titleWords`, written by every save of a searchable item) and the rest is checked on what it finds.
// One module for every list that searches (news and events, galleries, pages, messages, the trash).

/**
 * Store reads one page of a search may take, each of a page's size: the other words (or a filter
 * checked on what it finds) may leave few of what one lookup finds. A bound, so a page's cost never
 * grows with the archive; a page that reaches it ends short, and its `next` goes on from the last item read.
 */
export const SEARCH_READS = 4;

/** The stored field of the prefixes. */
export const TITLE_WORDS = 'titleWords';

/** An item with a title in English and maybe in Punjabi and Hindi (galleries, content pages, news). */
export interface Titled {
  title: string;
  translations?: { pa?: { title?: string | undefined }; hi?: { title?: string | undefined } } | undefined;
}

/** The titles an item is found by: English, Punjabi and Hindi. */
export const titlesOf = (item: Titled) => [item.title, item.translations?.pa?.title, item.translations?.hi?.title];

/** The item with the prefixes of the words of its titles (`titleWords`): what its every write stores. */
export const withTitleWords = <T extends Titled>(item: T): T & { titleWords: string[] } => ({
  ...item,
  titleWords: titleWords(titlesOf(item)),
});

export interface Search<T> {
  /** The store's lookup: the longest typed word (the fewest items share it), cut as stored. */
  where: WhereClause;
  /** Whether a found item is one the search and the filters ask for. */
  matches: (item: T) => boolean;
}

/**
 * The search for `q` among the titles `titlesOf` gives (the same ones its `titleWords` were made of),
 * and what else a found item must be (`also`: a filter that cannot be a second `array-contains`):
 * null for no search, 'none' when `q` holds no word at all ("!!!" matches no title).
 */
export function titleSearch<T>(
  q: string | undefined,
  titlesOf: (item: T) => readonly (string | undefined)[],
  also: (item: T) => boolean = () => true,
): Search<T> | null | 'none' {
  if (q === undefined) return null;
  const typed = wordsOf(q);
  const longest = typed.reduce<string | undefined>((best, word) => (!best || [...word].length > [...best].length ? word : best), undefined);
  if (longest === undefined) return 'none';
  return {
    where: { field: TITLE_WORDS, op: 'array-contains', value: storedPrefix(longest) },
    matches: (item) => titlesMatch(titlesOf(item), typed) && also(item),
  };
}
