import { EVENT_TAG_ALIASES, type EventDoc } from '@school/shared/event-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { EVENTS } from '../collections.js';
import { listed } from './event-items.js';

/** A tag as the filters know it: an alias stored by an older client ("sport") becomes its tag ("sports"). */
const canonicalTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => EVENT_TAG_ALIASES[tag] ?? tag))];

/**
 * Migration 2: the fields the lists are read by in the store (issue 34): `publishedAt` on every
 * item, and its tags as the filters spell them. Items written since carry both already; running
 * it again changes nothing.
 */
export async function giveEventsListFields(store: DocumentStore): Promise<void> {
  for (const { id } of await store.find<EventDoc>(EVENTS)) {
    await store.mutate<EventDoc>(
      EVENTS,
      id,
      (current) => current && listed({ ...current, tags: canonicalTags(current.tags ?? []) as EventDoc['tags'] }),
    );
  }
}
