import { EVENT_TAG_ALIASES, type EventDoc } from '@school/shared/event-schemas';
import { publishedAt, type Schedulable } from '@school/shared/publish-time';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore } from '../../ports/document-store.js';
import { EVENTS } from '../collections.js';
import { rewriteEach } from '../migrations/run-migrations.js';

// The fields the lists are read by in the store (issue 34), made from what an item holds: every write
// of an item goes through `listed`, and a migration gives them to the items stored before each field
// existed. A migration never changes once released: each writes only its own field, whatever
// `listed` comes to write later.

/** What the list fields are made of. */
type Listable = Schedulable & { createdAt: string; title: string; translations?: EventDoc['translations'] };

/** Migration 2's field: when the item went (or goes) public. */
const withPublishedAt = <T extends Listable>(item: T): T & { publishedAt: string } => ({ ...item, publishedAt: publishedAt(item) });

/** The prefixes of the words of its titles in every language, for the title search. */
const titleWordsOf = (item: Listable): string[] => titleWords([item.title, item.translations?.pa?.title, item.translations?.hi?.title]);

/** The item with its list fields made from what it holds: every write of an item goes through this. */
export function listed<T extends Listable>(item: T): T & { publishedAt: string; titleWords: string[] } {
  return { ...withPublishedAt(item), titleWords: titleWordsOf(item) };
}

/** A tag as the filters know it: an alias stored by an older client ("sport") becomes its tag ("sports"). */
const canonicalTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => EVENT_TAG_ALIASES[tag] ?? tag))];

/**
 * Migration 2: `publishedAt` on every item, and its tags as the filters spell them. Items written
 * since carry both already; running it again changes nothing.
 */
export async function giveEventsListFields(store: DocumentStore): Promise<void> {
  await rewriteEach<EventDoc>(store, EVENTS, (current) =>
    withPublishedAt({ ...current, tags: canonicalTags(current.tags ?? []) as EventDoc['tags'] }),
  );
}

/** Migration 3: `titleWords` on every item, for the admin's title search. Running it again changes nothing. */
export async function giveEventsTitleWords(store: DocumentStore): Promise<void> {
  await rewriteEach<EventDoc>(store, EVENTS, (current) => ({ ...current, titleWords: titleWordsOf(current) }));
}
