import type { ContentDoc } from '@school/shared/content-schemas';
import type { EventDoc } from '@school/shared/event-schemas';
import type { Gallery, GalleryImage } from '@school/shared/gallery-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import { CONTENT, EVENTS, GALLERIES, MESSAGES, TRASH } from '../collections.js';
import { claimSlug as claimPageSlug } from '../content/content-store.js';
import { ConflictError } from '../errors.js';
import { EVENT_SLUG_HOME } from '../events/event-slugs.js';
import { changeGallery, renumber } from '../galleries/gallery.js';
import { GALLERY_SLUG_HOME } from '../galleries/gallery-slugs.js';
import { claimSlug, type SlugHome } from '../slugs/item-slugs.js';
import type { StoredTrash } from './trash-records.js';

// Putting one trash record's thing back where it was, as it was. The record is already out of the
// trash when this runs (trash-use-cases.ts puts it back if this throws).

export async function putBack(store: DocumentStore, clock: Clock, id: string, record: StoredTrash): Promise<void> {
  const item = record.item;
  switch (record.kind) {
    case 'page': {
      const page = item as unknown as ContentDoc;
      // Normally a no-op: the page kept its claim while in the trash (ConflictError if another page took the slug).
      await claimPageSlug(store, page.slug, id, clock.now());
      return store.create(CONTENT, id, item);
    }
    case 'news':
    case 'event':
      return restoreWithSlug(store, clock, EVENTS, EVENT_SLUG_HOME, id, item as unknown as EventDoc & DocumentData);
    case 'gallery':
      return restoreWithSlug(store, clock, GALLERIES, GALLERY_SLUG_HOME, id, item as unknown as Gallery & DocumentData);
    case 'message':
      return store.create(MESSAGES, id, item);
    case 'image':
      return restoreImage(store, clock, record);
  }
}

/** News, events and galleries: their slug back (kept while in the trash), else the next free one. */
async function restoreWithSlug(
  store: DocumentStore,
  clock: Clock,
  collection: string,
  home: SlugHome,
  id: string,
  item: DocumentData & { slug: string },
): Promise<void> {
  const slug = await claimSlug(store, home, item.slug, id, clock.now());
  await store.create(collection, id, { ...item, slug });
}

/**
 * A photo goes back to its old place when the photos before it are still the same ones in the same
 * order, else at the end; its gallery must be there (not gone, not in the trash itself).
 */
async function restoreImage(store: DocumentStore, clock: Clock, record: StoredTrash): Promise<void> {
  const galleryId = record.galleryId ?? '';
  if (!(await store.get<Gallery>(GALLERIES, galleryId))) {
    const trashed = await store.get<StoredTrash>(TRASH, galleryId);
    throw new ConflictError(
      trashed
        ? `This photo's gallery "${trashed.title}" is in the trash. Restore the gallery first, then the photo.`
        : "This photo's gallery has been deleted for good, so the photo cannot be restored.",
    );
  }
  const image = record.item as unknown as GalleryImage;
  const before = record.before ?? [];
  // Onto the photos as stored at the moment of writing (atomically), like every gallery write.
  await changeGallery({ store, clock }, galleryId, (current) => {
    const images = [...current.images].sort((a, b) => a.order - b.order).filter((one) => one._id !== image._id);
    const sameBefore = before.length <= images.length && before.every((imageId, i) => images[i]?._id === imageId);
    images.splice(sameBefore ? before.length : images.length, 0, image);
    return { images: renumber(images) };
  });
}
