import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// The school's default link-preview image (made by web/scripts/make-share-image.mjs and committed):
// pages without a photo of their own point og:image at it, so it must stay what previews accept.
describe('web/public/share-default.jpg', () => {
  it('is a 1200x630 JPEG under 100 KB', async () => {
    const bytes = await readFile(new URL('../web/public/share-default.jpg', import.meta.url));
    expect(bytes.length).toBeLessThan(100_000);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
