import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../http/deps.js';
import type { TestApi } from './api-server.js';
import { uploadImages } from './gallery-uploads.js';

// Photos through the trash and revisions, over real HTTP, the same checks in both homes
// (photo-retention.test.ts on the embedded home, photo-retention-firebase.test.ts through Hosting,
// the Functions emulator, the Firestore stand-in and the Storage fake): a photo stays while an item,
// a trash record or a revision holds it, and goes with the last of them.

export interface RetentionHome {
  api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  /** Whether a visitor loading an image URL the API gave gets the image. */
  answers(url: string): Promise<boolean>;
}

interface ImageView {
  url: string;
  variants?: { url: string }[];
  share?: { url: string } | null;
}

/** Every address an image is shown at: its URL, its sizes and its link-preview JPEG. */
const urlsOf = (image: ImageView): string[] => [
  ...new Set([image.url, ...(image.variants ?? []).map((variant) => variant.url), ...(image.share ? [image.share.url] : [])]),
];

/**
 * A real JPEG no other test uploads: the Firebase home's store and bucket are shared by every
 * Firebase test file, and names are content hashes, so a photo another test shows would be kept.
 */
const uniquePhoto = () =>
  sharp({
    create: {
      width: 320 + randomInt(400),
      height: 240,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .jpeg()
    .toBuffer();

export function photoRetentionSuite(name: string, open: () => Promise<RetentionHome>): void {
  describe(`photos through the trash and revisions: ${name}`, () => {
    let home: RetentionHome;
    let token = '';
    beforeAll(async () => {
      home = await open();
      token = (await home.api.staff('admin')).token;
    });
    afterAll(() => home.api.close());

    const call = (method: string, path: string) => home.api.call(method, path, { token });
    /** Which of the URLs answer, as [url, answers] pairs (so a failure names the address). */
    const answering = async (urls: string[]) => Promise.all(urls.map(async (url) => [url, await home.answers(url)] as const));
    const allAnswer = (urls: string[]) => urls.map((url) => [url, true] as const);
    const noneAnswers = (urls: string[]) => urls.map((url) => [url, false] as const);

    /** POST /events or PUT /events/:id as the news editor sends it (multipart, the photo as `image`). */
    async function sendItem(method: 'POST' | 'PUT', path: string, fields: Record<string, string>, photo: Buffer) {
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.append(field, value);
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${home.api.url}/api${path}`, { method, body: form, headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { data: { _id: string; version: number; image: ImageView } };
      expect(response.status, JSON.stringify(body)).toBe(method === 'POST' ? 201 : 200);
      return body.data;
    }
    let items = 0;
    const newsItem = async (photo: Buffer) =>
      sendItem(
        'POST',
        '/events',
        { title: `Photo news ${++items} ${Date.now()}`, description: 'With a photo.', type: 'news', tags: '["sports"]' },
        photo,
      );

    async function galleryWithPhotos(count: number) {
      const gallery = (
        await home.api.call('POST', '/galleries', { token, body: { title: `Photo gallery ${Date.now()}`, category: 'events' } })
      ).body.data as { _id: string; slug: string };
      const parts = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `p${i}.jpg`, data: await uniquePhoto() })));
      const uploaded = await uploadImages(home.api, gallery._id, token, parts);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      return { gallery, images: uploaded.body.data.images as (ImageView & { _id: string })[] };
    }

    it("a deleted news item's photo answers while the item is in the trash, and the restored item shows it", async () => {
      const item = await newsItem(await uniquePhoto());
      const urls = urlsOf(item.image);
      expect(await answering(urls)).toEqual(allAnswer(urls));

      expect((await call('DELETE', `/events/${item._id}`)).status).toBe(200);
      expect((await call('GET', '/trash')).body.data.map((record: { _id: string }) => record._id)).toContain(item._id);
      expect(await answering(urls)).toEqual(allAnswer(urls));

      expect((await call('POST', `/trash/${item._id}/restore`)).status).toBe(200);
      const restored = (await call('GET', `/events/${item._id}`)).body.data as { image: ImageView };
      expect(urlsOf(restored.image)).toEqual(urls);
      expect(await answering(urls)).toEqual(allAnswer(urls));
    });

    it("a deleted gallery's photos answer while it is in the trash and after a restore", async () => {
      const { gallery, images } = await galleryWithPhotos(2);
      const urls = images.flatMap(urlsOf);
      expect((await call('DELETE', `/galleries/${gallery._id}`)).status).toBe(200);
      expect(await answering(urls)).toEqual(allAnswer(urls));

      expect((await call('POST', `/trash/${gallery._id}/restore`)).status).toBe(200);
      const restored = (await call('GET', `/galleries/slug/${gallery.slug}`)).body.data as { images: ImageView[] };
      expect(restored.images.flatMap(urlsOf)).toEqual(urls);
      expect(await answering(urls)).toEqual(allAnswer(urls));
    });

    it('a photo replaced in an edit stays while its revision holds it, and restoring that revision shows it again', async () => {
      const item = await newsItem(await uniquePhoto());
      const first = urlsOf(item.image);
      const edited = await sendItem('PUT', `/events/${item._id}`, { version: String(item.version) }, await uniquePhoto());
      const second = urlsOf(edited.image);
      expect(second).not.toEqual(first);
      expect(await answering(first)).toEqual(allAnswer(first));

      const [revision] = (await call('GET', `/revisions/event/${item._id}`)).body.data as { _id: string }[];
      const restore = await call('POST', `/revisions/event/${item._id}/${revision?._id ?? ''}/restore`);
      expect(restore.status).toBe(200);
      expect(urlsOf(restore.body.data.image)).toEqual(first);
      expect(await answering(first)).toEqual(allAnswer(first));
      // The photo the restore replaced is held by the revision the restore kept.
      expect(await answering(second)).toEqual(allAnswer(second));
    });

    it('files go only when no item, trash record or revision holds them any more', async () => {
      // Two items showing the same photo: one set of files (content-hashed names).
      const shared = await uniquePhoto();
      const one = await newsItem(shared);
      const other = await newsItem(shared);
      const photo = urlsOf(one.image);
      expect(urlsOf(other.image)).toEqual(photo);

      // The first deleted for good: the other item still shows the photo.
      expect((await call('DELETE', `/events/${one._id}`)).status).toBe(200);
      expect((await call('DELETE', `/trash/${one._id}`)).status).toBe(200);
      expect(await answering(photo)).toEqual(allAnswer(photo));

      // Replaced in the other: its revision holds it.
      const edited = await sendItem('PUT', `/events/${other._id}`, { version: String(other.version) }, await uniquePhoto());
      const replacement = urlsOf(edited.image);
      expect(await answering(photo)).toEqual(allAnswer(photo));

      // In the trash: the trash record holds the new photo, the revision the old one.
      expect((await call('DELETE', `/events/${other._id}`)).status).toBe(200);
      expect(await answering([...photo, ...replacement])).toEqual(allAnswer([...photo, ...replacement]));

      // Deleted for good with its revisions: nothing holds either photo now.
      expect((await call('DELETE', `/trash/${other._id}`)).status).toBe(200);
      expect(await answering([...photo, ...replacement])).toEqual(noneAnswers([...photo, ...replacement]));

      // A gallery deleted for good takes its photos with it.
      const { gallery, images } = await galleryWithPhotos(1);
      const galleryPhoto = images.flatMap(urlsOf);
      expect((await call('DELETE', `/galleries/${gallery._id}`)).status).toBe(200);
      expect((await call('DELETE', `/trash/${gallery._id}`)).status).toBe(200);
      expect(await answering(galleryPhoto)).toEqual(noneAnswers(galleryPhoto));
    });
  });
}
