import type { DocumentData, DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { decodePosition, encodePosition } from './position.js';
import { SEARCH_READS, type Search } from './title-search.js';

// One page of a list, newest first, read in the store (issue 34): a `find` with `limit` + 1 ordered by
// an instant and the id, from the position the page before ended at. With a title search, the store's
// one-word lookup is narrowed on what it finds, reading on a bounded number of times: what a page
// costs never grows with the archive. Every list that pages goes through here.

export interface PageRead<T extends DocumentData> {
  collection: string;
  /** The filters the store answers (each served by an index: firestore.indexes.json, ORDERED_FIELDS). */
  where: WhereClause[];
  /** The instant field the list is ordered by (newest first), then the id. */
  orderedBy: string & keyof T;
  /** A title search (title-search.ts), null for none; 'none' when it can match nothing. */
  search: Search<StoredDocument<T>> | null | 'none';
  /**
   * What a found item must also be that no index answers (a page's publish time has come, for
   * visitors): checked on what the store finds, read on as for a search.
   */
  keep?: ((item: StoredDocument<T>) => boolean) | undefined;
  limit: number;
  /** The `next` of the page before, as the client sent it (checked here: a 400 when it is no position). */
  after?: string | undefined;
}

export interface FoundPage<T extends DocumentData> {
  items: StoredDocument<T>[];
  /** Where the next page starts, or null on the last one. */
  next: string | null;
}

/**
 * Up to `limit` items from `after` on, and where the next page starts. Without a search that is one
 * read; a search reads on (at most SEARCH_READS times) while what the store found does not all match,
 * so a page may end short, with `next` after the last item read.
 */
export async function findPage<T extends DocumentData>(store: DocumentStore, read: PageRead<T>): Promise<FoundPage<T>> {
  const { collection, orderedBy, search, limit, after, keep } = read;
  if (search === 'none') return { items: [], next: null };
  const checked = search !== null || keep !== undefined;
  const matches = (item: StoredDocument<T>) => (!search || search.matches(item)) && (!keep || keep(item));
  const where = search ? [...read.where, search.where] : read.where;
  // The ordered field is an instant on every item the query finds (the store leaves out those without it).
  const instantOf = (item: StoredDocument<T>): string => {
    const value = item[orderedBy];
    return typeof value === 'string' ? value : '';
  };
  const position = (item: StoredDocument<T>) => encodePosition(instantOf(item), item.id);
  const items: StoredDocument<T>[] = [];
  let from = after === undefined ? undefined : decodePosition(after);
  let lastRead: StoredDocument<T> | undefined;
  for (let reads = 0; reads < (checked ? SEARCH_READS : 1); reads++) {
    // One more than the page shows: whether it exists says if there is a next page.
    const found = await store.find<T>(collection, {
      where,
      orderBy: [
        { field: orderedBy, direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ],
      limit: limit + 1,
      ...(from ? { startAfter: from } : {}),
    });
    for (const item of found) {
      if (checked && !matches(item)) continue;
      items.push(item);
      if (items.length > limit) {
        const shown = items.slice(0, limit);
        return { items: shown, next: position(shown.at(-1) ?? item) };
      }
    }
    lastRead = found.at(-1);
    if (!lastRead || found.length <= limit) return { items, next: null };
    from = [instantOf(lastRead), lastRead.id];
  }
  // As much read as a page may read: the rest of the list starts after the last item read.
  return { items, next: lastRead ? position(lastRead) : null };
}
