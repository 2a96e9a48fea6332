import { galleryImageUpdateSchema, type GalleryImageUpdateInput } from '@school/shared/gallery-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { AppError, NotFoundError, ValidationError } from '../errors.js';
import { newId } from '../ids.js';
import { parse } from '../parse.js';
import type { StoredImage } from '@school/shared/image-schemas';
import { deleteImageFiles, storeImage } from '../images/image-pipeline.js';
import { keysHeldForRestore } from '../images/file-users.js';
import { moveToTrash } from '../trash/trash-records.js';
import { mergeTranslations } from './gallery-translations.js';
import { recorded as recordedGallery } from './gallery-use-cases.js';
import {
  changeGallery,
  galleryFolder,
  getGallery,
  keysOnlyUsedBy,
  renumber,
  type Gallery,
  type GalleryDeps,
  type GalleryImage,
} from './gallery.js';

export interface ImageUpload {
  /** As the browser sent it: only used to say which file was refused, never as a storage name. */
  filename: string;
  data: Buffer;
}

/**
 * Stores every photo of one upload, then adds them all with a single update: either the whole
 * batch joins the gallery or nothing does, and any file stored for a refused batch is deleted.
 */
export async function addGalleryImages(
  deps: GalleryDeps,
  galleryId: string,
  uploads: ImageUpload[],
  by?: Actor,
): Promise<StoredDocument<Gallery>> {
  const { store, files, clock } = deps;
  if (uploads.length === 0) throw new ValidationError('Please choose at least one image to upload.');
  const gallery = await getGallery(store, galleryId);
  const folder = galleryFolder(galleryId);
  // allSettled, not all: every started pipeline must finish before cleanup, or a late one would
  // write its files after we deleted the others.
  const results = await Promise.allSettled(uploads.map((upload) => storeImage(files, folder, upload.data)));
  const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const added = stored.map(newImage);
  // A refused batch's files go, except those another photo of the gallery uses, or one in the
  // trash (the same photo deleted earlier: same content hash, same files).
  const cleanUp = async () => {
    const keys = keysOnlyUsedBy(added, gallery.images);
    const held = await keysHeldForRestore(store, keys);
    await deleteImageFiles(
      files,
      keys.filter((key) => !held.has(key)),
    );
  };

  const failedAt = results.findIndex((result) => result.status === 'rejected');
  const failure = results[failedAt];
  if (failure?.status === 'rejected') {
    await cleanUp();
    throw nameTheFile(failure.reason, uploads[failedAt]?.filename ?? '', failedAt);
  }
  let saved: Awaited<ReturnType<typeof changeGallery>>;
  try {
    // Added to the gallery as stored at the moment of writing, atomically: the processing took
    // seconds, and photos uploaded or captions edited meanwhile by others must all survive.
    saved = await changeGallery({ store, clock }, galleryId, (current) => ({ images: renumber([...current.images, ...added]) }));
  } catch (error) {
    await cleanUp();
    throw error;
  }
  await recordedGallery(deps, by, 'add-photos', galleryId, saved.title);
  return saved;
}

/** `fields`: as sent, checked with the shared schema before the gallery is looked up. */
export async function updateGalleryImage(
  deps: GalleryDeps,
  galleryId: string,
  imageId: string,
  fields: unknown,
  by?: Actor,
): Promise<StoredDocument<Gallery>> {
  const patch = parse(galleryImageUpdateSchema, fields);
  const { store, clock } = deps;
  await getGallery(store, galleryId);
  // Applied to the photos as stored at the moment of writing (atomically), so a photo uploaded or
  // moved by someone else meanwhile is kept.
  const saved = await changeGallery({ store, clock }, galleryId, (current) => ({ images: changeImage(current.images, imageId, patch) }));
  await recordedPhoto(deps, by, 'edit', imageId, saved.title);
  return saved;
}

/** A photo is named in the log by its gallery: its caption is no title staff would search by. */
const recordedPhoto = (deps: GalleryDeps, by: Actor | undefined, action: 'edit' | 'delete', imageId: string, gallery: string) => {
  const title = titleText(gallery);
  return recordBy(deps, by, { action, itemKind: 'photo', itemId: imageId, detail: title && `In the gallery "${title}"` });
};

function changeImage(stored: GalleryImage[], imageId: string, patch: GalleryImageUpdateInput): GalleryImage[] {
  const images = [...stored].sort((a, b) => a.order - b.order);
  const index = findImage(images, imageId);
  const [image] = images.splice(index, 1);
  if (!image) throw new NotFoundError('Image not found');
  const changed: GalleryImage = {
    ...image,
    ...(patch.caption !== undefined && { caption: patch.caption }),
    ...(patch.alt !== undefined && { alt: patch.alt }),
    ...(patch.translations !== undefined && { translations: mergeTranslations(image.translations, patch.translations) ?? {} }),
  };
  // Moving past the end puts the photo last, so "move down" never needs to know the count.
  images.splice(patch.order === undefined ? index : Math.min(patch.order, images.length), 0, changed);
  return renumber(images);
}

/**
 * Moves the photo to the trash (domain/trash) with its place in the order and the photos then
 * before it, so a restore puts it back there; its files stay until it is deleted for good.
 */
export async function deleteGalleryImage(
  deps: GalleryDeps,
  galleryId: string,
  imageId: string,
  by: Actor,
): Promise<StoredDocument<Gallery>> {
  const { store, clock } = deps;
  const gallery = await getGallery(store, galleryId);
  const ordered = [...gallery.images].sort((a, b) => a.order - b.order);
  const index = findImage(ordered, imageId);
  const image = ordered[index] as GalleryImage;
  const entry = {
    kind: 'image' as const,
    id: imageId,
    title: image.caption || image.alt || `Photo from "${gallery.title}"`,
    item: image,
    fileKeys: image.keys,
    galleryId,
    order: index,
    before: ordered.slice(0, index).map((one) => one._id),
  };
  await moveToTrash(store, clock, entry, by);
  // Taken out of the photos as stored at the moment of writing (atomically): a photo uploaded meanwhile stays.
  const saved = await changeGallery({ store, clock }, galleryId, (current) => ({
    images: renumber([...current.images].sort((a, b) => a.order - b.order).filter((one) => one._id !== imageId)),
  }));
  await recordedPhoto(deps, by, 'delete', imageId, saved.title);
  return saved;
}

function findImage(images: GalleryImage[], imageId: string): number {
  const index = images.findIndex((image) => image._id === imageId);
  if (index < 0) throw new NotFoundError('Image not found');
  return index;
}

function newImage(stored: StoredImage): GalleryImage {
  const { url, width, height, variants, share, keys } = stored;
  return { _id: newId(), url, caption: '', alt: '', width, height, variants, ...(share ? { share } : {}), keys, order: 0 };
}

/** The pipeline's reason, prefixed with the file it is about, so staff know which photo to fix. */
function nameTheFile(reason: unknown, filename: string, index: number): unknown {
  if (!(reason instanceof AppError)) return reason;
  // The name comes from the request: keep it short and printable in the answer.
  const name =
    filename
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 80) || `File ${index + 1}`;
  return new AppError(reason.status, `${name}: ${reason.message}`);
}
