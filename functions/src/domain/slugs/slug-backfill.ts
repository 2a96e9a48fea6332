import type { DocumentData, DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { claimSlug, releaseSlug, type SlugHome } from './item-slugs.js';

// Items stored before slugs existed have none. They get one without anyone acting, from the domain
// itself, in both homes alike:
// - every list and every read by id gives the items it read a slug if they lack one (a cheap check
//   on what was read anyway), so an item written by an older instance still running during a
//   deploy is healed too;
// - a read by slug first backfills the whole collection once per process and store, because the
//   slug asked for may belong to an item no list has read yet.
// Not at start-up: a Cloud Function instance starts for every cold request, and a full read of the
// collection there would slow every cold start for a job done once; here the first read pays it.

/** A stored item as it may be found: `slug` can be missing on items older than slugs. */
export type MaybeSlugged = DocumentData & { createdAt: string; slug?: string | undefined };
type Slugged<T> = T & { slug: string };

/**
 * Returns `docs` with a slug on each, writing a new one for those without (oldest first, so the
 * first item of a title keeps the plain slug). Only `slug` is written: `updatedAt` stays, as the
 * item's content did not change.
 */
export async function healSlugs<T extends MaybeSlugged>(
  store: DocumentStore,
  home: SlugHome,
  docs: StoredDocument<T>[],
  baseOf: (doc: T) => string,
  now: Date,
): Promise<StoredDocument<Slugged<T>>[]> {
  const missing = docs.filter((doc) => !doc.slug).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const given = new Map<string, string>();
  for (const doc of missing) {
    const slug = await claimSlug(store, home, baseOf(doc), doc.id, now);
    if (await store.update(home.items, doc.id, { slug })) given.set(doc.id, slug);
    // Deleted while we looked: its claim would block the slug for nothing.
    else await releaseSlug(store, home, slug, doc.id);
  }
  return docs.flatMap((doc) => {
    const slug = doc.slug ? doc.slug : given.get(doc.id);
    return slug ? [{ ...doc, slug }] : [];
  });
}

const backfills = new WeakMap<DocumentStore, Map<string, Promise<void>>>();

/** Gives every stored item of `home` a slug, once per store object (per process); a failed run is retried by the next call. */
export function backfillSlugsOnce<T extends MaybeSlugged>(
  store: DocumentStore,
  home: SlugHome,
  baseOf: (doc: T) => string,
  now: () => Date,
): Promise<void> {
  const perStore = backfills.get(store) ?? new Map<string, Promise<void>>();
  backfills.set(store, perStore);
  const running = perStore.get(home.items);
  if (running) return running;
  const run = (async () => {
    await healSlugs(store, home, await store.find<T>(home.items), baseOf, now());
  })();
  perStore.set(home.items, run);
  run.catch(() => perStore.delete(home.items));
  return run;
}
