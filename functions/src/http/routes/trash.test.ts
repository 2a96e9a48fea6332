import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrashEmptying } from '../../entry/embedded/trash-emptying.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { fileBehind, uploadImages } from '../../testing/gallery-uploads.js';

// The trash over HTTP on the embedded home: what a delete answers and hides, what GET /api/trash
// lists, restore and delete for good, and the 30-day emptying with a moved clock.

const DAY = 24 * 60 * 60 * 1000;

describe('trash API', () => {
  let api: TestApi;
  let token: string;
  let email: string;
  let now = new Date('2026-11-25T04:00:00Z');
  const clock = { now: () => now };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    ({ token, email } = await api.staff('admin'));
  });
  afterAll(async () => api.close());

  const photo = (seed: number) =>
    sharp({ create: { width: 300 + seed, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  async function publishedGallery(title: string, photos: number) {
    const gallery = (await api.call('POST', '/galleries', { token, body: { title, category: 'events' } })).body.data;
    await api.call('PUT', `/galleries/${gallery._id}`, { token, body: { isPublished: true } });
    const parts = await Promise.all(Array.from({ length: photos }, async (_, i) => ({ name: `p${i}.jpg`, data: await photo(i) })));
    const uploaded = (await uploadImages(api, gallery._id, token, parts)).body.data;
    return { gallery, images: uploaded.images as Array<{ _id: string; url: string }> };
  }

  it('deletes a gallery to the trash: hidden from visitors, listed for staff, restored with its photos in order', async () => {
    const { gallery, images } = await publishedGallery('Annual Day 2026', 3);
    expect(await api.call('DELETE', `/galleries/${gallery._id}`, { token })).toMatchObject({
      status: 200,
      body: { success: true, data: {} },
    });

    expect((await api.call('GET', `/galleries/slug/${gallery.slug}`)).status).toBe(404);
    expect((await api.call('GET', '/galleries')).body.data.map((g: { _id: string }) => g._id)).not.toContain(gallery._id);
    for (const image of images) expect(await fileBehind(api, image.url)).not.toBeNull();
    // The start-up sweep of unreferenced files counts the trash's records as references.
    await api.home.sweepOrphanFiles(0);
    for (const image of images) expect(await fileBehind(api, image.url)).not.toBeNull();

    const listed = await api.call('GET', '/trash', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toEqual({
      _id: gallery._id,
      kind: 'gallery',
      title: 'Annual Day 2026',
      deletedBy: { name: expect.any(String), email },
      deletedAt: now.toISOString(),
      purgeAt: new Date(now.getTime() + 30 * DAY).toISOString(),
    });

    expect(await api.call('POST', `/trash/${gallery._id}/restore`, { token })).toMatchObject({ status: 200, body: { success: true } });
    const back = await api.call('GET', `/galleries/slug/${gallery.slug}`);
    expect(back.status).toBe(200);
    expect(back.body.data.images.map((image: { _id: string }) => image._id)).toEqual(images.map((image) => image._id));
    expect((await api.call('GET', '/trash', { token })).body.data.map((item: { _id: string }) => item._id)).not.toContain(gallery._id);
    expect(await api.call('POST', `/trash/${gallery._id}/restore`, { token })).toMatchObject({
      status: 404,
      body: { success: false, error: 'This item is no longer in the trash.' },
    });
  });

  it('puts a photo back at its place; refuses while its gallery is in the trash', async () => {
    const { gallery, images } = await publishedGallery('Sports Day', 3);
    const middle = images[1]?._id ?? '';
    await api.call('DELETE', `/galleries/${gallery._id}/images/${middle}`, { token });
    const [listed] = (await api.call('GET', '/trash', { token })).body.data;
    expect(listed).toMatchObject({ _id: middle, kind: 'image', galleryId: gallery._id });

    await api.call('DELETE', `/galleries/${gallery._id}`, { token });
    expect(await api.call('POST', `/trash/${middle}/restore`, { token })).toMatchObject({
      status: 409,
      body: { success: false, error: 'This photo\'s gallery "Sports Day" is in the trash. Restore the gallery first, then the photo.' },
    });
    await api.call('POST', `/trash/${gallery._id}/restore`, { token });
    await api.call('POST', `/trash/${middle}/restore`, { token });
    const back = (await api.call('GET', `/galleries/slug/${gallery.slug}`)).body.data;
    expect(back.images.map((image: { _id: string }) => image._id)).toEqual(images.map((image) => image._id));
  });

  it("keeps a trashed photo's files when a batch re-uploading the same photo is refused", async () => {
    const { gallery, images } = await publishedGallery('Science Fair', 1);
    const photoId = images[0]?._id ?? '';
    await api.call('DELETE', `/galleries/${gallery._id}/images/${photoId}`, { token });
    const refused = await uploadImages(api, gallery._id, token, [
      { name: 'again.jpg', data: await photo(0) },
      { name: 'bad.jpg', data: Buffer.from('not a photo') },
    ]);
    expect(refused.status).toBe(400);
    expect(await fileBehind(api, images[0]?.url)).not.toBeNull();
    await api.call('POST', `/trash/${photoId}/restore`, { token });
    expect((await api.call('GET', `/galleries/slug/${gallery.slug}`)).body.data.images.map((i: { _id: string }) => i._id)).toEqual([
      photoId,
    ]);
  });

  it('hides a deleted news item from its page and the feeds until it is restored; messages and pages go and come back', async () => {
    const item = (await api.call('POST', '/events', { token, body: { title: 'Trash Fair', description: 'Stalls.', type: 'news' } })).body
      .data;
    await api.call('DELETE', `/events/${item._id}`, { token });
    expect((await api.call('GET', `/events/slug/${item.slug}`)).status).toBe(404);
    expect(await (await fetch(`${api.url}/api/news.rss`)).text()).not.toContain('Trash Fair');
    await api.call('POST', `/trash/${item._id}/restore`, { token });
    expect((await api.call('GET', `/events/slug/${item.slug}`)).body.data).toMatchObject({ _id: item._id, title: 'Trash Fair' });
    expect(await (await fetch(`${api.url}/api/news.rss`)).text()).toContain('Trash Fair');

    const page = (
      await api.call('POST', '/content', {
        token,
        body: { title: 'Fees', slug: 'fees-trash', content: '<p>Fees</p>', status: 'published' },
      })
    ).body.data;
    await api.call('DELETE', `/content/${page._id}`, { token });
    expect((await api.call('GET', '/content/slug/fees-trash')).status).toBe(404);
    await api.call('POST', `/trash/${page._id}/restore`, { token });
    expect((await api.call('GET', '/content/slug/fees-trash')).body.data).toMatchObject({ _id: page._id, title: 'Fees' });
  });

  it('empties what has been in the trash for 30 days (at start and daily), deleting its files', async () => {
    const { gallery, images } = await publishedGallery('Old Picnic', 1);
    await api.call('DELETE', `/galleries/${gallery._id}`, { token });
    now = new Date(now.getTime() + 29 * DAY);
    const log: string[] = [];
    const emptying = async () =>
      (await startTrashEmptying({ ...api.home, clock, log: (line) => log.push(line), onError: (e) => log.push(String(e)) })).stop();

    await emptying();
    expect((await api.call('GET', '/trash', { token })).body.data.map((item: { _id: string }) => item._id)).toContain(gallery._id);
    now = new Date(now.getTime() + 1 * DAY + 1000);
    await emptying();
    expect((await api.call('GET', '/trash', { token })).body.data.map((item: { _id: string }) => item._id)).not.toContain(gallery._id);
    expect(await fileBehind(api, images[0]?.url)).toBeNull();
    expect(log.at(-1)).toMatch(/^Deleted for good \d+ item\(s\) that had been in the trash for 30 days\.$/);
    // Its slug is free again.
    const again = (await api.call('POST', '/galleries', { token, body: { title: 'Old Picnic', category: 'events' } })).body.data;
    expect(again.slug).toBe(gallery.slug);
  });

  it('is for staff only', async () => {
    expect((await api.call('GET', '/trash')).status).toBe(401);
    expect((await api.call('DELETE', '/trash/nothing-here', { token })).status).toBe(404);
  });
});
