import { galleryCreateSchema, galleryUpdateSchema } from '@school/shared/gallery-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { NotFoundError } from '../errors.js';
import { newId } from '../ids.js';
import { parse } from '../parse.js';
import { GALLERIES } from '../collections.js';
import { claimSlug, releaseSlug } from '../slugs/item-slugs.js';
import { moveToTrash } from '../trash/trash-records.js';
import { changeGallery, getGallery, type Gallery, type GalleryDeps } from './gallery.js';
import { withTitleWords } from './gallery-title-words.js';
import { mergeTranslations, translationsField } from './gallery-translations.js';
import { findGalleryBySlug, GALLERY_SLUG_HOME, gallerySlugBase } from './gallery-slugs.js';

// One function per action on a gallery as a whole; its photos are in gallery-image-use-cases.ts.

/** Newest first. Visitors get published galleries only; staff get every gallery. */
export async function listGalleries(
  { store }: Pick<GalleryDeps, 'store'>,
  options: { includeUnpublished: boolean },
): Promise<StoredDocument<Gallery>[]> {
  // where isPublished + orderBy createdAt needs the composite index in firestore.indexes.json.
  const docs = await store.find<Gallery>(GALLERIES, {
    where: options.includeUnpublished ? [] : [{ field: 'isPublished', op: '==', value: true }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  });
  return docs;
}

/**
 * The gallery at /media/{slug}. Visitors see published galleries only: an unpublished one answers
 * 404 exactly like a slug that names nothing, as in the list.
 */
export async function getGalleryBySlug(
  { store }: Pick<GalleryDeps, 'store'>,
  slug: string,
  options: { includeUnpublished: boolean },
): Promise<StoredDocument<Gallery>> {
  const gallery = await findGalleryBySlug(store, slug);
  if (!gallery || (!gallery.isPublished && !options.includeUnpublished)) throw new NotFoundError('Gallery not found');
  return gallery;
}

/** `fields`: as sent, checked here with the shared schema; `by`: the member creating it, recorded in the audit log. */
export async function createGallery(deps: GalleryDeps, fields: unknown, by?: Actor): Promise<StoredDocument<Gallery>> {
  const input = parse(galleryCreateSchema, fields);
  const { store, clock } = deps;
  const at = clock.now();
  const now = at.toISOString();
  const id = newId();
  // Claimed before the gallery is written, so no reader ever meets it without its slug.
  const slug = await claimSlug(store, GALLERY_SLUG_HOME, gallerySlugBase({ title: input.title, createdAt: now }), id, at);
  // The spec: a gallery starts unpublished, whatever the request says; staff publish it later.
  const gallery: Gallery = withTitleWords({
    title: input.title,
    category: input.category,
    slug,
    description: input.description ?? '',
    ...translationsField(input.translations),
    isPublished: false,
    images: [],
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await store.create(GALLERIES, id, gallery);
  } catch (error) {
    await releaseSlug(store, GALLERY_SLUG_HOME, slug, id);
    throw error;
  }
  await recorded(deps, by, 'create', id, gallery.title);
  return { ...gallery, id };
}

/** `fields`: as sent, checked with the shared schema before the gallery is looked up (a bad field is a 400 even for a missing gallery). */
export async function updateGallery(deps: GalleryDeps, id: string, fields: unknown, by?: Actor): Promise<StoredDocument<Gallery>> {
  const patch = parse(galleryUpdateSchema, fields);
  const { store, clock } = deps;
  await getGallery(store, id);
  // No slug here: a gallery keeps its address when its title changes.
  const changes: Partial<Gallery> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.isPublished !== undefined) changes.isPublished = patch.isPublished;
  // Only the gallery's own top-level fields, onto the gallery as stored: a photo uploaded meanwhile
  // is kept. A `version` older than the stored one (someone saved since) is refused with a 409.
  // Translations merge per language into the stored ones ({} when none is left).
  const { translations } = patch;
  const saved = await changeGallery(
    { store, clock },
    id,
    (current) => ({
      ...changes,
      ...(translations !== undefined && { translations: mergeTranslations(current.translations, translations) ?? {} }),
    }),
    patch.version,
  );
  await recorded(deps, by, 'edit', id, saved.title);
  return saved;
}

/**
 * Moves the gallery, its photos in their order, to the trash (domain/trash): its files and its slug
 * stay until it is deleted for good there.
 */
export async function deleteGallery(deps: GalleryDeps, id: string, by: Actor): Promise<void> {
  const { store, clock } = deps;
  const { id: _id, ...gallery } = await getGallery(store, id);
  const fileKeys = [...new Set(gallery.images.flatMap((image) => image.keys))];
  await moveToTrash(store, clock, { kind: 'gallery', id, title: gallery.title, item: gallery, slug: gallery.slug, fileKeys }, by);
  await store.delete(GALLERIES, id);
  await recorded(deps, by, 'delete', id, gallery.title);
}

/** A gallery's own entry; its photos' entries are in gallery-image-use-cases.ts. */
export const recorded = (
  deps: GalleryDeps,
  by: Actor | undefined,
  action: 'create' | 'edit' | 'delete' | 'add-photos',
  id: string,
  title: string,
) => recordBy(deps, by, { action, itemKind: 'gallery', itemId: id, itemTitle: titleText(title) });
