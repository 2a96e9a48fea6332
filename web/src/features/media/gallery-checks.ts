import type { GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';
import type { Expect } from '../../lib/api-client';

export const INVALID_DATA_TEXT = 'Invalid gallery data received from server';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

// Hand-written checks instead of zod: this runs on a public page, where every kilobyte counts.
function isVariant(value: unknown): value is GalleryImageView['variants'][number] {
  return isRecord(value) && typeof value.url === 'string' && isNumber(value.width) && isNumber(value.height);
}

function isImage(value: unknown): value is GalleryImageView {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.url === 'string' &&
    isNumber(value.width) &&
    isNumber(value.height) &&
    Array.isArray(value.variants) &&
    value.variants.every(isVariant)
  );
}

/** The fields the pages read; the rest is trusted to the API (zod would cost a public page kilobytes). */
export function isGallery(value: unknown): value is GalleryView {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.images) &&
    value.images.every(isImage)
  );
}

/**
 * What a gallery's photos are accepted as (its page, and the gallery selected on /media). Here, not
 * beside the gallery page's head tags (gallery-data.ts): /media reads it too, and a module two pages
 * import goes into the file every page shares (web/chunk-groups.ts).
 */
export const galleryExpect: Expect<GalleryView> = { accept: isGallery, text: INVALID_DATA_TEXT };

/** Optional texts may be absent in older documents; the page treats them as empty. */
export const withTexts = (galleries: GalleryView[]): GalleryView[] =>
  galleries.map((gallery) => ({
    ...gallery,
    description: typeof gallery.description === 'string' ? gallery.description : '',
    images: gallery.images.map((image) => ({ ...image, caption: image.caption ?? '', alt: image.alt ?? '' })),
  }));
