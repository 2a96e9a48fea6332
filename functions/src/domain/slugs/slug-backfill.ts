import type { DocumentData, DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { claimSlug, releaseSlug, type SlugHome } from './item-slugs.js';

// Items stored before slugs existed have none: migration 1 (domain/registry/migrations.ts) gives
// each one, once per store; no read writes one.

/** A stored item as it may be found: `slug` can be missing on items older than slugs. */
export type MaybeSlugged = DocumentData & { createdAt: string; slug?: string | undefined };
type Slugged<T> = T & { slug: string };

/**
 * Gives every item of `home` without a slug one (oldest first, so the first item of a title keeps
 * the plain slug), claiming it as a new item's slug is claimed. Only `slug` is written: `updatedAt`
 * stays, as the item's content did not change.
 */
export async function giveSlugs<T extends MaybeSlugged>(
  store: DocumentStore,
  home: SlugHome,
  baseOf: (doc: T) => string,
  now: Date,
): Promise<void> {
  await healSlugs(store, home, await store.find<T>(home.items), baseOf, now);
}

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
