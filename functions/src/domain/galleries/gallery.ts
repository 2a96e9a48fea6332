import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import type { GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';
import { NotFoundError } from '../errors.js';

export const GALLERIES = 'galleries';

export interface GalleryDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
}

// `type` rather than `interface`: the store's DocumentData needs an index-signature-compatible shape.
export type GalleryImage = {
  _id: string;
  url: string;
  caption: string;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; height: number }>;
  /** Every stored file of this photo, so deleting it leaves nothing behind. */
  keys: string[];
  /** Always equal to the image's index in `images`: the array is kept sorted and renumbered. */
  order: number;
};

export type Gallery = {
  title: string;
  category: string;
  description: string;
  isPublished: boolean;
  images: GalleryImage[];
  createdAt: string;
  updatedAt: string;
};

/** Folder of a gallery's files; storage.rules grants public read by this layout. */
export const galleryFolder = (galleryId: string) => `galleries/${galleryId}`;

export async function getGallery(store: DocumentStore, id: string): Promise<StoredDocument<Gallery>> {
  const gallery = await store.get<Gallery>(GALLERIES, id);
  if (!gallery) throw new NotFoundError('Gallery not found');
  return gallery;
}

/** Keeps `order` equal to the position, whatever a client or an older document said. */
export function renumber(images: GalleryImage[]): GalleryImage[] {
  return images.map((image, order) => ({ ...image, order }));
}

/**
 * Keys no other photo of the gallery uses. Names are content hashes, so the same photo uploaded
 * twice shares its files: deleting one copy must not break the other.
 */
export function keysOnlyUsedBy(removed: GalleryImage[], remaining: GalleryImage[]): string[] {
  const kept = new Set(remaining.flatMap((image) => image.keys));
  return [...new Set(removed.flatMap((image) => image.keys))].filter((key) => !kept.has(key));
}

export function toView(gallery: StoredDocument<Gallery>): GalleryView {
  const images: GalleryImageView[] = [...(gallery.images ?? [])]
    .sort((a, b) => a.order - b.order)
    .map(({ _id, url, caption, alt, width, height, variants, order }) => ({ _id, url, caption, alt, width, height, variants, order }));
  return {
    _id: gallery.id,
    title: gallery.title,
    category: gallery.category,
    description: gallery.description ?? '',
    isPublished: gallery.isPublished === true,
    images,
    createdAt: gallery.createdAt,
    updatedAt: gallery.updatedAt,
  };
}
