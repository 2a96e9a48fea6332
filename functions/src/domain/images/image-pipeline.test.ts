import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../../adapters/embedded/disk-file-store.js';
import { AppError, ValidationError } from '../errors.js';
import { deleteImageFiles, storeImage } from './image-pipeline.js';

describe('image pipeline', () => {
  let dir: string;
  let files: DiskFileStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-images-'));
    files = new DiskFileStore(dir, '/files');
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('turns a 4000x3000 phone photo upright, strips its metadata and stores small WebP variants', async () => {
    // A landscape sensor image with EXIF orientation 6 (camera held upright) and a GPS position.
    const noise = Buffer.alloc(4000 * 3000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 40/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 45/1 0/1' } })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect([original.orientation, original.width, original.height, Boolean(original.exif)]).toEqual([6, 4000, 3000, true]);

    const stored = await storeImage(files, 'galleries/g1', photo);
    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [400, 533],
      [800, 1067],
      [1600, 2133],
    ]);
    expect(stored).toMatchObject({ width: 800, height: 1067, url: stored.variants[1]?.url });
    expect(stored.keys.filter((key) => key.endsWith('-share.jpg'))).toHaveLength(1);
    for (const key of stored.keys.filter((k) => k.endsWith('.webp'))) {
      expect(key).toMatch(/^galleries\/g1\/[0-9a-f]{20}-\d+\.webp$/);
      const file = await files.get(key);
      const meta = await sharp(file?.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.height).toBeGreaterThan(meta.width ?? 0); // upright: portrait
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file?.data.length).toBeLessThan(photo.length / 4);
    }
    await deleteImageFiles(files, stored.keys);
    expect(await files.get(stored.keys[0] ?? '')).toBeNull();
  }, 60_000);

  it('makes the 1200x630 share JPEG without metadata, under 300 KB even for a photo of pure noise', async () => {
    // Random pixels are the worst case for JPEG: the first quality tried is too big, so the size loop is exercised.
    const noise = await sharp(randomBytes(2400 * 1800 * 3), { raw: { width: 2400, height: 1800, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 40/1 30/1' } })
      .toBuffer();
    const stored = await storeImage(files, 'events', noise);
    const shareKey = `events/${stored.keys[0]?.split('/')[1]?.slice(0, 20)}-share.jpg`;
    expect(stored.keys).toContain(shareKey);
    expect(stored.share).toEqual({ url: `/files/${shareKey}`, width: 1200, height: 630 });
    const file = await files.get(shareKey);
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.data.length).toBeLessThan(300_000);
    const meta = await sharp(file?.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['jpeg', 1200, 630, undefined, undefined]);

    // A small transparent logo is enlarged to fill the frame, on white rather than black.
    const logo = await sharp({ create: { width: 120, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const small = await storeImage(files, 'content', logo);
    expect(small.share).toMatchObject({ width: 1200, height: 630 });
    const { data } = await sharp((await files.get(small.keys.at(-1) ?? ''))?.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);

    await deleteImageFiles(files, stored.keys);
    expect(await files.get(shareKey)).toBeNull();
  }, 60_000);

  it('keeps a small image at its own size and names it by its content', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8c2a1f' } })
      .png()
      .toBuffer();
    const a = await storeImage(files, 'events', png);
    const b = await storeImage(files, 'events', png);
    expect(a.variants).toHaveLength(1);
    expect(a).toMatchObject({ width: 300, height: 200 });
    expect(b.keys).toEqual(a.keys);
  });

  it('refuses what is not a raster image, damaged images and pixel floods, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: 'blue' } })
      .jpeg()
      .toBuffer();
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const cases: Array<[string, Buffer, number]> = [
      ['text named .jpg', Buffer.from('just some text, not a photo'), 400],
      ['svg with script', svg, 400],
      ['truncated jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400],
      ['empty file', Buffer.alloc(0), 400],
      ['60-megapixel flood', bomb, 413],
    ];
    const emptyDir = await mkdtemp(join(tmpdir(), 'school-refused-'));
    const store = new DiskFileStore(emptyDir, '/files');
    for (const [name, bytes, status] of cases) {
      const error = await storeImage(store, 'galleries/x', bytes).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(AppError);
      expect((error as AppError).status, name).toBe(status);
    }
    expect(await import('node:fs/promises').then((fs) => fs.readdir(emptyDir))).toEqual([]);
    await rm(emptyDir, { recursive: true, force: true });
    expect(new ValidationError('x').status).toBe(400);
  }, 60_000);
});
