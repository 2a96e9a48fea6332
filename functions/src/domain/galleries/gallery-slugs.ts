import type { Gallery } from '@school/shared/gallery-schemas';
import { isItemSlug } from '@school/shared/item-slug';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { GALLERIES, GALLERY_SLUGS } from '../collections.js';
import { datedBase, slugBase, type SlugHome } from '../slugs/item-slugs.js';
import { giveSlugs } from '../slugs/slug-backfill.js';

// The slugs of galleries (/media/{slug}); how slugs are made and kept is in domain/slugs.

export const GALLERY_SLUG_HOME: SlugHome = { items: GALLERIES, claims: GALLERY_SLUGS };

/** From the title; a title with no Latin letters gives "gallery-2026-01-05" (the day it was made). */
export function gallerySlugBase(gallery: Pick<Gallery, 'title' | 'createdAt'>): string {
  return slugBase(gallery.title, datedBase('gallery', gallery.createdAt));
}

/** Migration 1's part for galleries: a slug for each gallery stored before slugs existed. */
export const giveGalleriesSlugs = (store: DocumentStore, now: Date): Promise<void> =>
  giveSlugs(store, GALLERY_SLUG_HOME, gallerySlugBase, now);

/** The gallery at /media/{slug}, published or not (the caller decides who may see it), or null. */
export async function findGalleryBySlug(store: DocumentStore, slug: string): Promise<StoredDocument<Gallery> | null> {
  if (!isItemSlug(slug)) return null;
  // Equality on slug alone (isPublished is checked here, not queried): no composite index needed.
  const [doc] = await store.find<Gallery>(GALLERIES, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  return doc ?? null;
}
