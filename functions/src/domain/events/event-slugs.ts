import type { EventDoc } from '@school/shared/event-schemas';
import { isItemSlug } from '@school/shared/item-slug';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { EVENT_SLUGS, EVENTS } from '../collections.js';
import { datedBase, slugBase, type SlugHome } from '../slugs/item-slugs.js';
import { backfillSlugsOnce, healSlugs } from '../slugs/slug-backfill.js';

// The slugs of news items and events (/news/{slug}); how slugs are made and kept is in domain/slugs.

export const EVENT_SLUG_HOME: SlugHome = { items: EVENTS, claims: EVENT_SLUGS };

/** An item as it may be stored: without `slug` when it is older than slugs. */
export type StoredEvent = Omit<EventDoc, 'slug'> & { slug?: string };

/** From the title; a title with no Latin letters gives "news-2026-01-05" or "event-<its start date>". */
export function eventSlugBase(item: Pick<EventDoc, 'title' | 'type' | 'startDate' | 'createdAt'>): string {
  return slugBase(item.title, datedBase(item.type, item.startDate ?? item.createdAt));
}

/** The items with a slug each, giving one to any stored before slugs existed. */
export function withEventSlugs(store: DocumentStore, docs: StoredDocument<StoredEvent>[], now: Date): Promise<StoredDocument<EventDoc>[]> {
  return healSlugs(store, EVENT_SLUG_HOME, docs, eventSlugBase, now);
}

/** The item at /news/{slug}, or null. Every item is public, so there is no visibility to check. */
export async function findEventBySlug(store: DocumentStore, slug: string, now: () => Date): Promise<StoredDocument<EventDoc> | null> {
  if (!isItemSlug(slug)) return null;
  await backfillSlugsOnce(store, EVENT_SLUG_HOME, eventSlugBase, now);
  // Equality on one field: Firestore's automatic single-field index serves it, no composite needed.
  const [doc] = await store.find<EventDoc>(EVENTS, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  return doc ?? null;
}
