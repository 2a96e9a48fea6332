import { EVENT_TAGS, EVENT_TYPES, type EventDoc, type EventTag, type EventType } from '@school/shared/event-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { EVENT_TAG_INDEX, EVENTS } from '../collections.js';

// Which tags the news lists offer, kept beside the items (issue 34): one document per type and tag
// in use, holding the earliest publish instant among its items. A list's filter buttons are then one
// read of at most a dozen small documents, instead of a query per tag that, on SQLite, walked every
// item when a tag was in no item at all (0.4 s a page at 5,000 items). A visitor sees a tag once its
// first item is public (`firstPublishedAt <= now`), so a scheduled item's tag appears with it.
// Every write of an item refreshes the entries of the tags it had and has (`refreshTags`).

type TagEntry = {
  type: EventType;
  tag: EventTag;
  firstPublishedAt: string;
};

const entryId = (type: EventType, tag: EventTag) => `${type}-${tag}`;

/** The tags of items of `type` (or of either type) that a visitor at `now` may see, or staff (`now` null). */
export async function tagsInUse(store: DocumentStore, type: EventType | undefined, now: Date | null): Promise<EventTag[]> {
  const entries = await store.find<TagEntry>(EVENT_TAG_INDEX);
  const shown = new Set(
    entries
      .filter((entry) => (!type || entry.type === type) && (!now || entry.firstPublishedAt <= now.toISOString()))
      .map((entry) => entry.tag),
  );
  return EVENT_TAGS.filter((tag) => shown.has(tag));
}

/** Makes the entries of these items' types and tags say what the store holds now (an item before and after a write). */
export async function refreshTags(store: DocumentStore, items: (Pick<EventDoc, 'type' | 'tags'> | null | undefined)[]): Promise<void> {
  const pairs = new Map<string, [EventType, EventTag]>();
  for (const item of items) for (const tag of item?.tags ?? []) if (item) pairs.set(entryId(item.type, tag), [item.type, tag]);
  for (const [id, [type, tag]] of pairs) {
    // The oldest public instant of the tag's items: served by the (type, tags, publishedAt asc) index.
    const [first] = await store.find<EventDoc>(EVENTS, {
      where: [
        { field: 'type', op: '==', value: type },
        { field: 'tags', op: 'array-contains', value: tag },
      ],
      orderBy: [
        { field: 'publishedAt', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      limit: 1,
    });
    if (first) await store.set(EVENT_TAG_INDEX, id, { type, tag, firstPublishedAt: first.publishedAt });
    else await store.delete(EVENT_TAG_INDEX, id);
  }
}

/** Migration 4: the entries for every type and tag, from the items stored. Running it again changes nothing. */
export async function giveEventsTagIndex(store: DocumentStore): Promise<void> {
  await refreshTags(
    store,
    EVENT_TYPES.map((type) => ({ type, tags: [...EVENT_TAGS] })),
  );
}
