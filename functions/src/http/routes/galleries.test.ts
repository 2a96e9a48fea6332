import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/shared/auth-schemas';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { countFiles, fileBehind, uploadImages } from '../../testing/gallery-uploads.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

const REQUIRED = 'Please fill in both title and category fields.';

describe('galleries API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const create = (body: unknown, as = token) => api.call('POST', '/galleries', { token: as, body });

  it('creates a gallery unpublished, even when asked to publish it, and trims its text', async () => {
    const created = await create({ title: '  Annual Day 2026 ', category: 'events', description: 'Our stage', isPublished: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      data: { title: 'Annual Day 2026', category: 'events', description: 'Our stage', isPublished: false, images: [] },
    });
    expect(created.body.data._id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created.body.data.createdAt).toBe(created.body.data.updatedAt);
    expect(Date.parse(created.body.data.createdAt)).not.toBeNaN();
  });

  it('refuses a blank title or category with the spec message, storing nothing', async () => {
    const before = (await api.call('GET', '/galleries', { token })).body.count as number;
    for (const body of [
      { title: ' ', category: 'sports' },
      { title: 'Sports Day', category: '' },
      { category: 'sports' },
      { title: 'x' },
      {},
      { title: 5, category: 'x' },
    ]) {
      const answer = await create(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { success: false, error: REQUIRED } });
    }
    expect((await api.call('GET', '/galleries', { token })).body.count).toBe(before);
  });

  it('lists only published galleries to visitors (CDN-cacheable) and every gallery to staff (private)', async () => {
    const draft = (await create({ title: `Draft ${Date.now()}`, category: 'sports' })).body.data;
    const shown = (await create({ title: `Shown ${Date.now()}`, category: 'cultural' })).body.data;
    expect((await api.call('PUT', `/galleries/${shown._id}`, { token, body: { isPublished: true } })).body.data.isPublished).toBe(true);

    const visitor = await api.call('GET', '/galleries');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(visitor.headers.get('vary')).toMatch(/authorization/i);
    expect(visitor.body.success).toBe(true);
    expect(visitor.body.count).toBe(visitor.body.data.length);
    const visitorIds = visitor.body.data.map((g: { _id: string }) => g._id);
    expect(visitorIds).toContain(shown._id);
    expect(visitorIds).not.toContain(draft._id);
    expect(visitor.body.data.every((g: { isPublished: boolean }) => g.isPublished)).toBe(true);

    const staff = await api.call('GET', '/galleries', { token });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    const staffIds = staff.body.data.map((g: { _id: string }) => g._id);
    expect(staffIds).toEqual(expect.arrayContaining([draft._id, shown._id]));
    // Newest first.
    expect(staffIds.indexOf(shown._id)).toBeLessThan(staffIds.indexOf(draft._id));
  });

  it('answers a list request with a bad token with 401 instead of quietly showing the public list', async () => {
    for (const authorization of ['Bearer garbage.token', 'Bearer', 'Basic abc']) {
      const answer = await api.call('GET', '/galleries', { headers: { authorization } });
      expect(answer, authorization).toMatchObject({ status: 401, body: { success: false } });
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // A signed-in account without a staff role is refused, not shown the public list.
    const viewer = await api.call('GET', '/galleries', { token: (await api.staff('viewer' as Role)).token });
    expect(viewer).toMatchObject({ status: 403, body: { success: false } });
  });

  it('updates the given fields only and keeps the others', async () => {
    const { _id } = (await create({ title: 'Science Fair', category: 'academic', description: 'Models' })).body.data;
    const renamed = await api.call('PUT', `/galleries/${_id}`, { token, body: { title: 'Science Fair 2026', images: [] } });
    expect(renamed.body.data).toMatchObject({
      title: 'Science Fair 2026',
      category: 'academic',
      description: 'Models',
      isPublished: false,
    });
    expect(await api.call('PUT', `/galleries/${_id}`, { token, body: { category: '  ' } })).toMatchObject({
      status: 400,
      body: { error: REQUIRED },
    });
    expect(await api.call('PUT', `/galleries/${_id}`, { token, body: { isPublished: 'yes' } })).toMatchObject({ status: 400 });
    expect(await api.call('PUT', '/galleries/noSuchGallery', { token, body: { title: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Gallery not found' },
    });
    expect(await api.call('PUT', '/galleries/..%2F..%2Fx', { token, body: { title: 'x' } })).toMatchObject({ status: 404 });
  });

  it('edits captions and alt text and reorders photos, keeping order equal to position', async () => {
    const { _id } = (await create({ title: 'Sports Day', category: 'sports' })).body.data;
    const colours = ['red', 'green', 'blue'];
    const photos = await Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const uploaded = await uploadImages(
      api,
      _id,
      token,
      photos.map((data, i) => ({ name: `${colours[i]}.png`, data })),
    );
    expect(uploaded.status).toBe(201);
    const ids = uploaded.body.data.images.map((image: { _id: string }) => image._id) as string[];
    expect(uploaded.body.data.images.map((image: { order: number }) => image.order)).toEqual([0, 1, 2]);

    const captioned = await api.call('PUT', `/galleries/${_id}/images/${ids[1]}`, {
      token,
      body: { caption: ' Relay race ', alt: 'Girls running the relay' },
    });
    expect(captioned.status).toBe(200);
    expect(captioned.body.data.images[1]).toMatchObject({ _id: ids[1], caption: 'Relay race', alt: 'Girls running the relay' });
    expect(captioned.body.data.images[1]).not.toHaveProperty('keys');

    const moved = await api.call('PUT', `/galleries/${_id}/images/${ids[2]}`, { token, body: { order: 0 } });
    expect(moved.body.data.images.map((image: { _id: string }) => image._id)).toEqual([ids[2], ids[0], ids[1]]);
    const last = await api.call('PUT', `/galleries/${_id}/images/${ids[2]}`, { token, body: { order: 99 } });
    expect(last.body.data.images.map((image: { _id: string; order: number }) => [image._id, image.order])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
      [ids[2], 2],
    ]);
    const reread = (await api.call('GET', '/galleries', { token })).body.data.find((g: { _id: string }) => g._id === _id);
    expect(reread.images[1]).toMatchObject({ caption: 'Relay race', alt: 'Girls running the relay', order: 1 });

    for (const body of [{ order: -1 }, { order: 1.5 }, { caption: 7 }, { alt: 'x'.repeat(301) }]) {
      expect((await api.call('PUT', `/galleries/${_id}/images/${ids[0]}`, { token, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await api.call('PUT', `/galleries/${_id}/images/nope`, { token, body: { caption: 'x' } })).toMatchObject({
      status: 404,
      body: { error: 'Image not found' },
    });
  });

  it('deletes one photo with its files, then the gallery with the rest', async () => {
    const { _id } = (await create({ title: 'Art Week', category: 'cultural' })).body.data;
    const big = await sharp({ create: { width: 1000, height: 700, channels: 3, background: 'orange' } })
      .jpeg()
      .toBuffer();
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'purple' } })
      .jpeg()
      .toBuffer();
    const before = await countFiles(api.home.filesDir);
    const uploaded = await uploadImages(api, _id, token, [
      { name: 'a.jpg', data: big },
      { name: 'b.jpg', data: small },
    ]);
    // 400, 800 and 1000 wide, and one 300 wide; and a 1200x630 share JPEG each.
    expect(await countFiles(api.home.filesDir)).toBe(before + 6);
    const [first, second] = uploaded.body.data.images as Array<{ _id: string; url: string }>;

    const afterDelete = await api.call('DELETE', `/galleries/${_id}/images/${first?._id}`, { token });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body.data.images).toEqual([expect.objectContaining({ _id: second?._id, order: 0 })]);
    // In the trash the photo keeps its files; deleted for good there, they go.
    expect(await countFiles(api.home.filesDir)).toBe(before + 6);
    expect((await api.call('DELETE', `/trash/${first?._id}`, { token })).status).toBe(200);
    expect(await countFiles(api.home.filesDir)).toBe(before + 2);
    expect(await fileBehind(api, first?.url)).toBeNull();
    expect((await api.call('DELETE', `/galleries/${_id}/images/${first?._id}`, { token })).status).toBe(404);

    expect(await api.call('DELETE', `/galleries/${_id}`, { token })).toMatchObject({ status: 200, body: { success: true } });
    expect(await countFiles(api.home.filesDir)).toBe(before + 2);
    expect((await api.call('DELETE', `/trash/${_id}`, { token })).status).toBe(200);
    expect(await countFiles(api.home.filesDir)).toBe(before);
    expect((await api.call('DELETE', `/galleries/${_id}`, { token })).status).toBe(404);
    expect((await api.call('GET', '/galleries', { token })).body.data.some((g: { _id: string }) => g._id === _id)).toBe(false);
  });

  it('keeps the files a duplicate photo still uses when its twin is deleted', async () => {
    const { _id } = (await create({ title: 'Twins', category: 'misc' })).body.data;
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();
    const uploaded = await uploadImages(api, _id, token, [
      { name: 'a.png', data: photo },
      { name: 'a-copy.png', data: photo },
    ]);
    const [a, b] = uploaded.body.data.images as Array<{ _id: string; url: string }>;
    expect(a?.url).toBe(b?.url);
    await api.call('DELETE', `/galleries/${_id}/images/${a?._id}`, { token });
    await api.call('DELETE', `/trash/${a?._id}`, { token });
    expect(await fileBehind(api, b?.url)).not.toBeNull();
    await api.call('DELETE', `/galleries/${_id}`, { token });
    await api.call('DELETE', `/trash/${_id}`, { token });
    expect(await fileBehind(api, b?.url)).toBeNull();
  });
});
