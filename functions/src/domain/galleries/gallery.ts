import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import type { Gallery, GalleryImage } from '@school/shared/gallery-schemas';
import { NotFoundError } from '../errors.js';
import { GALLERIES } from '../collections.js';
import { nextVersion } from '../versions.js';
import { withTitleWords } from './gallery-title-words.js';

export interface GalleryDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
}

// The stored shapes come from the one gallery schema; re-exported for the use cases beside this file.
export type { Gallery, GalleryImage } from '@school/shared/gallery-schemas';

/** Folder of a gallery's files; storage.rules grants public read by this layout. */
export const galleryFolder = (galleryId: string) => `galleries/${galleryId}`;

/** By id. */
export async function getGallery(store: DocumentStore, id: string): Promise<StoredDocument<Gallery>> {
  const gallery = await store.get<Gallery>(GALLERIES, id);
  if (!gallery) throw new NotFoundError('Gallery not found');
  return gallery;
}

/**
 * Every write of a stored gallery: one atomic read-modify-write (`store.mutate`), so two staff
 * uploading to or editing one gallery at once both keep their changes, with its version counted
 * and checked against `loaded` when the editor sent one (409 when someone saved in between).
 * `change` may run more than once (Firestore retries): it must only compute, and may throw.
 */
export async function changeGallery(
  { store, clock }: Pick<GalleryDeps, 'store' | 'clock'>,
  id: string,
  change: (gallery: StoredDocument<Gallery>) => Partial<Gallery>,
  loaded?: number,
): Promise<StoredDocument<Gallery>> {
  const updatedAt = clock.now().toISOString();
  const saved = await store.mutate<Gallery>(GALLERIES, id, (current) => {
    if (!current) throw new NotFoundError('Gallery not found');
    const version = nextVersion(current, loaded);
    // A changed title is found by its new words at once.
    return withTitleWords({ ...current, ...change(current), version, updatedAt });
  });
  if (!saved) throw new NotFoundError('Gallery not found');
  return saved;
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
