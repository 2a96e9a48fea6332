import type { Gallery, GalleryImage } from '@school/shared/gallery-schemas';
import { GALLERIES, TRASH } from '../collections.js';
import { ConflictError } from '../errors.js';
import { textField, type ItemDeps, type ItemKind, type StoredTrash } from '../item-kinds/item-kind.js';
import { putBackWithSlug, releaseSlug } from '../slugs/item-slugs.js';
import { changeGallery, renumber } from './gallery.js';
import { GALLERY_SLUG_HOME } from './gallery-slugs.js';
import { withTitleWords } from './gallery-title-words.js';
import { gallerySearch } from './gallery-site-search.js';

// A gallery's photos are in its own folder (galleries/<id>/), so no other kind of item shows them:
// only the gallery itself, a trash record or a revision can still need one (no `files` holder).

export const galleryKind: ItemKind = {
  name: 'gallery',
  collection: GALLERIES,
  trashNames: ['gallery'],
  search: gallerySearch,
  audit: 'gallery',
  titleOf: textField('title'),
  trash: {
    // A gallery trashed before titles were searchable (migration 5) is found once it is back.
    putBack: ({ store, clock }, id, record) =>
      putBackWithSlug(store, GALLERY_SLUG_HOME, id, withTitleWords(record.item as unknown as Gallery), clock.now()),
    forget: async ({ store }, record) => {
      await releaseSlug(store, GALLERY_SLUG_HOME, record.slug, record.id);
      return [];
    },
  },
};

/** One photo of a gallery, trashed on its own (its record says its gallery and place). */
export const photoKind: ItemKind = {
  name: 'photo',
  collection: GALLERIES,
  trashNames: ['image'],
  audit: 'photo',
  // A photo's record is titled by its caption or its gallery's title: on a restore the log keeps it
  // as the place the photo went back to.
  trashedAudit: (title, action) =>
    action === 'restore'
      ? { title: null, detail: title.trim() ? `In the gallery "${title}"` : null }
      : { title: title.trim() ? title : null, detail: null },
  trash: {
    putBack: restorePhoto,
    // Its files stay while its gallery still shows them (the same photo uploaded twice).
    forget: async ({ store }, record) => {
      const gallery = record.galleryId ? await store.get<Gallery>(GALLERIES, record.galleryId) : null;
      return (gallery?.images ?? []).flatMap((image) => image.keys);
    },
  },
};

/**
 * A photo goes back to its old place when the photos before it are still the same ones in the same
 * order, else at the end; its gallery must be there (not gone, not in the trash itself).
 */
async function restorePhoto({ store, clock }: ItemDeps, _id: string, record: StoredTrash): Promise<void> {
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
