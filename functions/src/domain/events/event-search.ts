import type { EventDoc, EventTag } from '@school/shared/event-schemas';
import { storedPrefix, titlesMatch, wordsOf } from '@school/shared/title-words';
import type { WhereClause } from '../../ports/document-store.js';

// The title search of the lists (GET /events?q=, issue 34), answered by the store: Firestore has no
// substring search and one `array-contains` per query, so the store looks up one typed word among
// the stored prefixes (`titleWords`, event-list-fields.ts) and the rest is checked on what it finds.

/**
 * Store reads one page of a search may take, each of a page's size: the other words (or a tag) may
 * leave few of what one lookup finds. A bound, so a page's cost never grows with the archive; a page
 * that reaches it ends short, and its `next` goes on from the last item read.
 */
export const SEARCH_READS = 4;

export interface Search {
  /** The store's lookup: the longest typed word (the fewest items share it), cut as stored. */
  where: WhereClause;
  /** Whether a found item is one the search and the filters ask for. */
  matches: (item: EventDoc) => boolean;
}

/**
 * The search for `q` (and a `tag`, which cannot be a second `array-contains`): null for none, 'none'
 * when `q` holds no word at all ("!!!" matches no title).
 */
export function searchFor(q: string | undefined, tag: EventTag | undefined): Search | null | 'none' {
  if (q === undefined) return null;
  const typed = wordsOf(q);
  const longest = typed.reduce<string | undefined>((best, word) => (!best || [...word].length > [...best].length ? word : best), undefined);
  if (longest === undefined) return 'none';
  return {
    where: { field: 'titleWords', op: 'array-contains', value: storedPrefix(longest) },
    matches: (item) =>
      titlesMatch([item.title, item.translations?.pa?.title, item.translations?.hi?.title], typed) &&
      (tag === undefined || item.tags.includes(tag)),
  };
}
