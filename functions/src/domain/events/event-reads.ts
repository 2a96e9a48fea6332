import { isPublishedAt, nextPublishAt, publishedAt } from '@school/shared/publish-time';
import { eventListQuerySchema, type EventDoc, type EventType } from '@school/shared/event-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { NotFoundError } from '../errors.js';
import { parse } from '../parse.js';
import { getItem, getItemBySlug, listItems } from './event-items.js';

// What visitors and staff read of news and events, with scheduled publishing applied: an item
// whose `publishAt` is still ahead is left out of a visitor's read (a list, the feeds, its page),
// while staff see it (the admin list marks it "Scheduled"). Here, for one item and for the spec's
// whole list (GET /events without `limit`), a filter at read time; the paged lists the pages show ask
// the store for `publishedAt <= now` instead (event-pages.ts).

export interface Reader {
  /** Staff see scheduled items too. */
  staff: boolean;
  clock: Clock;
}

export interface ItemList {
  items: StoredDocument<EventDoc>[];
  /** The next publish time ahead, when this list changes with nobody acting (answer-memo's freshUntil). */
  changesAt: Date | null;
}

const NOT_FOUND = 'News item or event not found';

/** Newest published first: a scheduled item takes its place at its publish time, not when it was written. */
const newestFirst = (a: EventDoc, b: EventDoc) => publishedAt(b).localeCompare(publishedAt(a));

export async function readItems(store: DocumentStore, reader: Reader, type?: EventType): Promise<ItemList> {
  const now = reader.clock.now();
  const docs = await listItems(store, type);
  const items = (reader.staff ? docs : docs.filter((item) => isPublishedAt(item, now))).sort(newestFirst);
  return { items, changesAt: nextPublishAt(docs, now) };
}

/** The list GET /events and GET /news answer: `query` as sent (`?type=news|event`), checked here. */
export async function readAskedItems(store: DocumentStore, reader: Reader, query: unknown): Promise<ItemList> {
  const { type } = parse(eventListQuerySchema, query);
  return readItems(store, reader, type);
}

function visible(item: StoredDocument<EventDoc>, reader: Reader): StoredDocument<EventDoc> {
  // A scheduled item answers a visitor exactly as a missing one does.
  if (!reader.staff && !isPublishedAt(item, reader.clock.now())) throw new NotFoundError(NOT_FOUND);
  return item;
}

export async function readItem(store: DocumentStore, id: string, reader: Reader): Promise<StoredDocument<EventDoc>> {
  return visible(await getItem(store, id), reader);
}

export async function readItemBySlug(store: DocumentStore, slug: string, reader: Reader): Promise<StoredDocument<EventDoc>> {
  return visible(await getItemBySlug(store, slug), reader);
}
