import type { EventDoc, EventTag, EventType } from '@school/shared/event-schemas';
import { eventPageQuerySchema, schoolYearOf, schoolYearSpan } from '@school/shared/event-pages';
import type { DocumentStore, OrderClause, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { EVENTS } from '../collections.js';
import { parse } from '../parse.js';
import { findPage } from '../paging/find-page.js';
import type { Reader } from './event-reads.js';
import { tagsInUse } from './event-tag-index.js';
import { searchFor } from './event-search.js';

// News and events a page at a time, read from the store by `publishedAt` (issue 34): what a page
// costs does not grow with the archive. A visitor's reads keep to items whose publish instant has
// come (`publishedAt <= now`), so a scheduled item appears at its time with nobody acting. Every
// filter is one the store answers with an index: Firestore's composite indexes are in
// firestore.indexes.json, SQLite's expression index on `publishedAt` is made by its store (ORDERED_FIELDS).

export interface PageFilter {
  type?: EventType | undefined;
  tag?: EventTag | undefined;
  year?: number | undefined;
  /** Words of a title (event-search.ts). */
  q?: string | undefined;
}

export interface ItemPage {
  items: StoredDocument<EventDoc>[];
  /** Where the next page starts, or null on the last one. */
  next: string | null;
  tags: EventTag[];
  years: number[];
  /** The next publish instant ahead, when the page changes with nobody acting (answer-memo's freshUntil). */
  changesAt: Date | null;
}

const NEWEST_FIRST: OrderClause[] = [
  { field: 'publishedAt', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

/** The filters of a list the store answers, a visitor's "published by now" included. */
function filters(reader: Reader, { type, tag, year, q }: PageFilter): WhereClause[] {
  const where: WhereClause[] = [];
  if (type) where.push({ field: 'type', op: '==', value: type });
  // One array-contains per Firestore query: with a search (its lookup), the tag is checked on what it finds.
  if (tag && q === undefined) where.push({ field: 'tags', op: 'array-contains', value: tag });
  if (!reader.staff) where.push({ field: 'publishedAt', op: '<=', value: reader.clock.now().toISOString() });
  if (year !== undefined) {
    const { from, to } = schoolYearSpan(year);
    where.push({ field: 'publishedAt', op: '>=', value: from }, { field: 'publishedAt', op: '<', value: to });
  }
  return where;
}

/** Up to `limit` items of the list from `after` on, newest first, and where the next page starts (paging/find-page.ts). */
export async function itemsAfter(
  store: DocumentStore,
  reader: Reader,
  filter: PageFilter,
  limit: number,
  after?: string,
): Promise<{ items: StoredDocument<EventDoc>[]; next: string | null }> {
  const search = searchFor(filter.q, filter.tag);
  return findPage<EventDoc>(store, { collection: EVENTS, where: filters(reader, filter), orderedBy: 'publishedAt', search, limit, after });
}

/** The years from the newest item's to the oldest's, newest first (a year between without items shows an empty list). */
async function yearsPresent(store: DocumentStore, reader: Reader, type: EventType | undefined): Promise<number[]> {
  const where = filters(reader, { type });
  const [newest] = await store.find<EventDoc>(EVENTS, { where, orderBy: NEWEST_FIRST, limit: 1 });
  const [oldest] = await store.find<EventDoc>(EVENTS, {
    where,
    orderBy: NEWEST_FIRST.map((order) => ({ ...order, direction: 'asc' })),
    limit: 1,
  });
  if (!newest || !oldest) return [];
  const years: number[] = [];
  for (let year = schoolYearOf(newest.publishedAt); year >= schoolYearOf(oldest.publishedAt); year--) years.push(year);
  return years;
}

/** The next publish instant still ahead (a scheduled item), for a visitor's caches; staff's answers are not kept. */
async function nextPublished(store: DocumentStore, reader: Reader): Promise<Date | null> {
  if (reader.staff) return null;
  const [next] = await store.find<EventDoc>(EVENTS, {
    where: [{ field: 'publishedAt', op: '>', value: reader.clock.now().toISOString() }],
    orderBy: [{ field: 'publishedAt', direction: 'asc' }],
    limit: 1,
  });
  return next ? new Date(next.publishedAt) : null;
}

/** The newest `limit` items a visitor may see, for the feeds. */
export async function readNewest(store: DocumentStore, reader: Reader, type: EventType | undefined, limit: number) {
  const [{ items }, changesAt] = await Promise.all([itemsAfter(store, reader, { type }, limit), nextPublished(store, reader)]);
  return { items, changesAt };
}

/** GET /events?limit=…: `query` as sent (eventPageQuerySchema), checked here. */
export async function readItemPage(store: DocumentStore, reader: Reader, query: unknown): Promise<ItemPage> {
  const { limit, type, tag, year, after, q } = parse(eventPageQuerySchema, query);
  const [page, tags, years, changesAt] = await Promise.all([
    itemsAfter(store, reader, { type, tag, year, q }, limit, after),
    // The tags this reader may filter by: staff's include those of scheduled items.
    tagsInUse(store, type, reader.staff ? null : reader.clock.now()),
    yearsPresent(store, reader, type),
    nextPublished(store, reader),
  ]);
  return { ...page, tags, years, changesAt };
}
