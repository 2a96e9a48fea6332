import type { EventDoc } from '@school/shared/event-schemas';
import { isItemSlug } from '@school/shared/item-slug';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { EVENT_SLUGS, EVENTS } from '../collections.js';
import { datedBase, slugBase, type SlugHome } from '../slugs/item-slugs.js';
import { giveSlugs } from '../slugs/slug-backfill.js';

// The slugs of news items and events (/news/{slug}); how slugs are made and kept is in domain/slugs.

export const EVENT_SLUG_HOME: SlugHome = { items: EVENTS, claims: EVENT_SLUGS };

/** From the title; a title with no Latin letters gives "news-2026-01-05" or "event-<its start date>". */
export function eventSlugBase(item: Pick<EventDoc, 'title' | 'type' | 'startDate' | 'createdAt'>): string {
  return slugBase(item.title, datedBase(item.type, item.startDate ?? item.createdAt));
}

/** Migration 1's part for news and events: a slug for each item stored before slugs existed. */
export const giveEventsSlugs = (store: DocumentStore, now: Date): Promise<void> => giveSlugs(store, EVENT_SLUG_HOME, eventSlugBase, now);

/** The item at /news/{slug}, or null. Every item is public, so there is no visibility to check. */
export async function findEventBySlug(store: DocumentStore, slug: string): Promise<StoredDocument<EventDoc> | null> {
  if (!isItemSlug(slug)) return null;
  // Equality on one field: Firestore's automatic single-field index serves it, no composite needed.
  const [doc] = await store.find<EventDoc>(EVENTS, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  return doc ?? null;
}
