import { z } from 'zod';

// The stored image and its variants, shared by galleries, news/event items and content pages, with
// the upload limits beside them: the server's pipeline, its multipart reader and the admin's
// uploader all read these numbers, so the limit a form announces is the one the API enforces.
// Browser-safe: zod only.

/** Upload size per file. Phone photos pass easily; a video renamed .jpg does not. */
export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Decoded size: a tiny file can claim a huge canvas (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${MAX_UPLOAD_MB} MB.`;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'The image has too many pixels (more than 50 megapixels).';
export const IMAGE_UNREADABLE_MESSAGE = 'The file is not an image we can read. Please upload a JPEG, PNG or WebP photo.';

/** Widths of the stored WebP variants; srcset lets each phone pick the smallest that is sharp. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/**
 * Formats the server decodes from the bytes (sharp's names). SVG is refused (it can carry
 * script), so are PDFs and the rest.
 */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif'] as const;

/** True when a file of `bytes` may be uploaded (the same test on both sides). */
export function isWithinUploadLimit(bytes: number): boolean {
  return bytes <= MAX_UPLOAD_BYTES;
}

/** One stored WebP rendition. */
export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * The link-preview image (og:image): link previews (WhatsApp, Facebook) want a 1.91:1 JPEG, and
 * WhatsApp shows none above about 300 KB, so the pipeline makes one per upload within these numbers.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300_000 } as const;

/** An image as the API returns it: `url` (the middle variant) for a plain src, `variants` for srcset. */
export const imageSchema = imageVariantSchema.extend({
  variants: z.array(imageVariantSchema),
  /** The 1200x630 JPEG for link previews. Absent on images stored before it existed. */
  share: imageVariantSchema.optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** An image as the server keeps it: also the file keys, so deleting it deletes every variant. Never sent out. */
export const storedImageSchema = imageSchema.extend({
  keys: z.array(z.string()),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** The public part of a stored image (drops the storage keys). */
export function toImage(image: Image): Image {
  const pick = ({ url, width, height }: ImageVariant): ImageVariant => ({ url, width, height });
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    variants: image.variants.map(pick),
    ...(image.share ? { share: pick(image.share) } : {}),
  };
}
