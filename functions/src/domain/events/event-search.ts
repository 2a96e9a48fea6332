import type { EventDoc, EventTag } from '@school/shared/event-schemas';
import { titleSearch, type Search } from '../paging/title-search.js';

// The title search of the news lists (GET /events?q=, issue 34): the lists' one search
// (paging/title-search.ts) over the English, Punjabi and Hindi titles, with a tag checked on what it
// finds (one `array-contains` per Firestore query: the lookup is the search's).

export { SEARCH_READS } from '../paging/title-search.js';

/** The search for `q` (and a `tag`): null for none, 'none' when `q` holds no word at all. */
export function searchFor(q: string | undefined, tag: EventTag | undefined): Search<EventDoc> | null | 'none' {
  return titleSearch<EventDoc>(
    q,
    (item) => [item.title, item.translations?.pa?.title, item.translations?.hi?.title],
    (item) => tag === undefined || item.tags.includes(tag),
  );
}
