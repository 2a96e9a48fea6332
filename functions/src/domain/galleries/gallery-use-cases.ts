import type { GalleryCreateInput, GalleryUpdateInput, GalleryView } from '@school/shared/gallery-schemas';
import { deleteImageFiles } from '../images/image-pipeline.js';
import { GALLERIES } from '../collections.js';
import { getGallery, toView, type Gallery, type GalleryDeps } from './gallery.js';

// One function per action on a gallery as a whole; its photos are in gallery-image-use-cases.ts.

/** Newest first. Visitors get published galleries only; staff get every gallery. */
export async function listGalleries(
  { store }: Pick<GalleryDeps, 'store'>,
  options: { includeUnpublished: boolean },
): Promise<GalleryView[]> {
  // where isPublished + orderBy createdAt needs the composite index in firestore.indexes.json.
  const docs = await store.find<Gallery>(GALLERIES, {
    where: options.includeUnpublished ? [] : [{ field: 'isPublished', op: '==', value: true }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  });
  return docs.map(toView);
}

export async function createGallery({ store, clock }: GalleryDeps, input: Omit<GalleryCreateInput, 'isPublished'>): Promise<GalleryView> {
  const now = clock.now().toISOString();
  // The spec: a gallery starts unpublished, whatever the request says; staff publish it later.
  const gallery: Gallery = {
    title: input.title,
    category: input.category,
    description: input.description ?? '',
    isPublished: false,
    images: [],
    createdAt: now,
    updatedAt: now,
  };
  const id = await store.add(GALLERIES, gallery);
  return toView({ ...gallery, id });
}

export async function updateGallery({ store, clock }: GalleryDeps, id: string, patch: GalleryUpdateInput): Promise<GalleryView> {
  await getGallery(store, id);
  const changes: Partial<Gallery> = { updatedAt: clock.now().toISOString() };
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.isPublished !== undefined) changes.isPublished = patch.isPublished;
  // Only the gallery's own top-level fields: a photo uploaded meanwhile (the images array) is kept.
  await store.update(GALLERIES, id, changes);
  return toView(await getGallery(store, id));
}

/**
 * Files first, then the document: if deleting stops halfway, the gallery still lists what is left
 * and deleting it again finishes the job (missing files are fine), so no file is ever orphaned.
 */
export async function deleteGallery({ store, files }: GalleryDeps, id: string): Promise<void> {
  const gallery = await getGallery(store, id);
  await deleteImageFiles(files, [...new Set(gallery.images.flatMap((image) => image.keys))]);
  await store.delete(GALLERIES, id);
}
