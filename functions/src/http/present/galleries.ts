import type { GallerySummary } from '@school/shared/gallery-pages';
import type { Gallery, GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';
import { versionOf } from '@school/shared/item-version';
import { translationsField } from '../../domain/galleries/gallery-translations.js';
import type { StoredDocument } from '../../ports/document-store.js';

/**
 * A gallery as clients see it: the spec's `_id`, its photos in their order without their storage
 * keys, and the defaults of galleries stored before a field existed. (A photo's `_id` is its stored name.)
 */
export function presentGallery(gallery: StoredDocument<Gallery>): GalleryView {
  const images: GalleryImageView[] = [...(gallery.images ?? [])]
    .sort((a, b) => a.order - b.order)
    .map(({ _id, url, caption, alt, translations, width, height, variants, share, order }) => ({
      _id,
      url,
      caption,
      alt,
      ...translationsField(translations),
      width,
      height,
      variants,
      // Images uploaded before share images existed have none; the page then shares the school's default.
      ...(share ? { share: { url: share.url, width: share.width, height: share.height } } : {}),
      order,
    }));
  return {
    _id: gallery.id,
    title: gallery.title,
    category: gallery.category,
    slug: gallery.slug,
    description: gallery.description ?? '',
    ...translationsField(gallery.translations),
    isPublished: gallery.isPublished === true,
    images,
    createdAt: gallery.createdAt,
    updatedAt: gallery.updatedAt,
    version: versionOf(gallery),
  };
}

/** A gallery in a page of the list: all but its photos, with its cover and how many there are. */
export function presentGallerySummary(gallery: StoredDocument<Gallery>): GallerySummary {
  const { images, ...rest } = presentGallery(gallery);
  return { ...rest, cover: images[0] ?? null, imageCount: images.length };
}
