import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { FileStore } from '../../ports/file-store.js';
import {
  ACCEPTED_IMAGE_FORMATS,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  isWithinUploadLimit,
  MAX_IMAGE_PIXELS,
  SHARE_IMAGE,
  VARIANT_WIDTHS,
  type ImageVariant,
  type StoredImage,
} from '@school/shared/image-schemas';
import { AppError, ValidationError } from '../errors.js';

// Limits a school's phone photos pass easily, and decompression bombs do not: they live beside the
// shared image schema, so the admin's uploader and the multipart reader use the same numbers.
const ACCEPTED_FORMATS = new Set<string>(ACCEPTED_IMAGE_FORMATS);

// sharp runs on libuv's thread pool; a few images at a time keep other requests answering while
// a teacher uploads twenty phone photos.
const limit = pLimit(2);

/**
 * Checks that the bytes are a real raster image within limits, turns it upright (EXIF
 * orientation), drops every piece of metadata (phone photos carry GPS), and stores WebP variants
 * and the link-preview JPEG (`share`) under content-hashed, immutable names below `folder`.
 */
export function storeImage(files: FileStore, folder: string, bytes: Buffer): Promise<StoredImage> {
  return limit(async () => {
    if (bytes.length === 0) throw new ValidationError('The file is empty.');
    if (!isWithinUploadLimit(bytes.length)) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
    const meta = await readMetadata(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    const encoded = await encodeVariants(bytes, meta.uprightWidth);
    const share = await encodeShareImage(bytes);
    // Everything is encoded before anything is stored, so a broken image leaves no files behind.
    const variants: ImageVariant[] = [];
    const keys: string[] = [];
    for (const { data, info } of encoded) {
      const key = `${folder}/${hash}-${info.width}.webp`;
      await files.put(key, data, 'image/webp');
      variants.push({ url: files.publicUrl(key), width: info.width, height: info.height });
      keys.push(key);
    }
    const main = variants[Math.min(1, variants.length - 1)] ?? variants[0];
    if (!main) throw new ValidationError('The image could not be read.');
    // In `keys` like the variants, so every path that deletes an image deletes its share image too.
    const shareKey = `${folder}/${hash}-share.jpg`;
    await files.put(shareKey, share, 'image/jpeg');
    keys.push(shareKey);
    const shared = { url: files.publicUrl(shareKey), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
    return { url: main.url, width: main.width, height: main.height, variants, share: shared, keys };
  });
}

/**
 * Checks that the bytes are a whole raster image within the pixel limit, without storing anything:
 * for files kept as they were sent (a document's scan). Answers sharp's name of its format.
 */
export function checkImage(bytes: Buffer): Promise<string> {
  return limit(async () => {
    const { format } = await readMetadata(bytes);
    try {
      // Decoding every pixel (into a small thumbnail) is what finds a truncated or corrupt file.
      await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).resize(64).toBuffer();
      return format;
    } catch {
      throw new ValidationError('The image is damaged or incomplete. Please upload the scan again.');
    }
  });
}

/** Removes every stored variant; missing files are fine (a retry after a crash). */
export async function deleteImageFiles(files: FileStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => files.delete(key)));
}

async function encodeVariants(bytes: Buffer, uprightWidth: number): Promise<Array<{ data: Buffer; info: OutputInfo }>> {
  // failOn 'warning' (sharp's default) refuses truncated and corrupt files instead of storing a
  // half-grey photo.
  const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, uprightWidth)))];
  try {
    const out = [];
    for (const width of widths) {
      out.push(
        await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      );
    }
    return out;
  } catch {
    throw new ValidationError('The image is damaged or incomplete. Please upload the photo again.');
  }
}

// Busy photos (grass, crowds) can exceed the size at the first quality; each step down is barely visible.
const SHARE_QUALITIES = [82, 72, 62, 50, 40] as const;

/**
 * The 1200x630 link preview: cropped to fill (the crop keeps the most salient region, usually the
 * faces, rather than the centre), JPEG because not every app's preview reads WebP, and under
 * SHARE_IMAGE.maxBytes because WhatsApp drops bigger previews.
 */
async function encodeShareImage(bytes: Buffer): Promise<Buffer> {
  const cropped = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover', position: sharp.strategy.attention })
    // JPEG has no alpha: a transparent PNG logo gets white, not black, behind it.
    .flatten({ background: '#ffffff' });
  try {
    let smallest: Buffer | undefined;
    for (const quality of SHARE_QUALITIES) {
      smallest = await cropped.clone().jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
      if (smallest.length <= SHARE_IMAGE.maxBytes) return smallest;
    }
    if (!smallest) throw new Error('no quality tried');
    return smallest;
  } catch {
    throw new ValidationError('The image is damaged or incomplete. Please upload the photo again.');
  }
}

async function readMetadata(bytes: Buffer): Promise<{ uprightWidth: number; format: string }> {
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so it is safe without a limit; the check follows.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(IMAGE_UNREADABLE_MESSAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ValidationError(IMAGE_UNREADABLE_MESSAGE);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError(413, IMAGE_TOO_MANY_PIXELS_MESSAGE);
  // Orientations 5-8 swap width and height once the photo is turned upright.
  return { uprightWidth: (meta.orientation ?? 1) >= 5 ? meta.height : meta.width, format: meta.format };
}
