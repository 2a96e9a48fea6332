import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  imageSchema,
  isWithinUploadLimit,
  MAX_UPLOAD_BYTES,
  SHARE_IMAGE,
  storedImageSchema,
  toImage,
  type Image,
  type ImageVariant,
  type StoredImage,
} from './image-schemas.js';
import type { Flat } from './test-types.js';

const variant = (width: number) => ({ url: `/files/a-${width}.webp`, width, height: width / 2 });
const stored: StoredImage = {
  ...variant(800),
  variants: [variant(400), variant(800)],
  keys: ['galleries/g1/a-400.webp', 'galleries/g1/a-800.webp'],
};

/** An intersection written out as one object type, to compare it with what zod infers. */
describe('image schema and upload limits', () => {
  it('allows 25 MB and refuses one byte more, with the text both sides show', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES)).toBe(true);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES + 1)).toBe(false);
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('The image is larger than 25 MB.');
  });

  it('parses a stored image, and the public image leaves its storage keys behind', () => {
    expect(storedImageSchema.parse(stored)).toEqual(stored);
    const shown = toImage(stored);
    expect(shown).not.toHaveProperty('keys');
    expect(imageSchema.strict().parse(shown)).toEqual(shown);
  });

  it('carries the 1200x630 share image when there is one; images stored before it stay valid', () => {
    const share = { url: '/files/galleries/g1/a-share.jpg', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
    const withShare: StoredImage = { ...stored, share, keys: [...stored.keys, 'galleries/g1/a-share.jpg'] };
    expect(storedImageSchema.parse(withShare)).toEqual(withShare);
    expect(toImage(withShare)).toEqual({ ...toImage(stored), share });
    expect(imageSchema.strict().parse(toImage(withShare))).toEqual(toImage(withShare));
    expect(toImage(stored)).not.toHaveProperty('share');
    expect(SHARE_IMAGE).toEqual({ width: 1200, height: 630, maxBytes: 300_000 });
  });

  it('refuses a variant without a size', () => {
    expect(imageSchema.safeParse({ ...stored, variants: [{ url: '/x.webp' }] }).success).toBe(false);
  });

  it('derives the stored image from the public one', () => {
    expectTypeOf<StoredImage>().toEqualTypeOf<Flat<Image & { keys: string[] }>>();
    expectTypeOf<Image['variants'][number]>().toEqualTypeOf<ImageVariant>();
  });
});
