import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.js';

/** What every FileStore must do; `fetchPublic` loads a public URL the way a browser would. */
export function fileStoreContract(
  name: string,
  open: () => Promise<{ files: FileStore; fetchPublic: (url: string) => Promise<Response>; dispose: () => Promise<void> }>,
): void {
  describe(`FileStore contract: ${name}`, () => {
    let ctx: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      ctx = await open();
    });
    afterAll(async () => ctx.dispose());

    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0, 255]);

    it('stores bytes and reads them back with their type', async () => {
      await ctx.files.put('galleries/g1/abc123-400.webp', bytes, 'image/webp');
      const file = await ctx.files.get('galleries/g1/abc123-400.webp');
      expect(file?.contentType).toBe('image/webp');
      expect(file?.data.equals(bytes)).toBe(true);
    });

    it('serves a stored file at its public URL', async () => {
      await ctx.files.put('public/xyz-800.webp', bytes, 'image/webp');
      const response = await ctx.fetchPublic(ctx.files.publicUrl('public/xyz-800.webp'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/webp');
      // Names are immutable, so browsers and the CDN may keep the bytes for a year.
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('returns null for a missing file, deletes once, and says whether there was a file', async () => {
      expect(await ctx.files.get('nothing/here.webp')).toBeNull();
      await ctx.files.put('temp/one.png', bytes, 'image/png');
      expect(await ctx.files.delete('temp/one.png')).toBe(true);
      expect(await ctx.files.get('temp/one.png')).toBeNull();
      expect(await ctx.files.delete('temp/one.png')).toBe(false);
    });

    it("deletes only the named file: its URL stops answering, the same photo's other files stay", async () => {
      // A photo is several files with one content hash; holders are asked per key (domain/images/file-users.ts).
      const photo = ['events/f00d42-400.webp', 'events/f00d42-800.webp', 'events/f00d42-share.jpg'];
      for (const key of photo) await ctx.files.put(key, bytes, key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(await ctx.files.delete(photo[0] ?? '')).toBe(true);
      const status = async (key: string) => (await ctx.fetchPublic(ctx.files.publicUrl(key))).status;
      expect(await Promise.all(photo.map(status))).toEqual([404, 200, 200]);
      expect(await ctx.files.get(photo[1] ?? '')).not.toBeNull();
    });

    it('refuses keys that escape their folder or claim another type', async () => {
      await expect(ctx.files.put('../outside.webp', bytes, 'image/webp')).rejects.toThrow();
      await expect(ctx.files.put('/abs/path.webp', bytes, 'image/webp')).rejects.toThrow();
      await expect(ctx.files.put('page.html', bytes, 'text/html')).rejects.toThrow();
      await expect(ctx.files.put('photo.webp', bytes, 'image/png')).rejects.toThrow();
      expect(await ctx.files.get('../package.json')).toBeNull();
    });
  });
}
