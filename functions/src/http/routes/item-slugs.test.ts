import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';
import { EVENTS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { fileBehind, uploadImages } from '../../testing/gallery-uploads.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

// Every news item, event and gallery has an address of its own (/news/{slug}, /media/{slug}) and a
// share image; these are the API reads the pages make, over real HTTP on the embedded home.

const PUBLIC_CACHE = PUBLIC_CACHE_CONTROL;

async function photo(seed: number, width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 255, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

describe('news and event slugs', () => {
  let api: TestApi;
  let token: string;
  const news = (title: string, extra: Record<string, unknown> = {}) =>
    api.call('POST', '/events', { token, body: { title, description: 'About the day.', type: 'news', ...extra } });

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('makes the slug from the title, unique with -2, -3, and reads the item by it (cacheable for visitors)', async () => {
    const title = 'Annual Day 2025/26: Prize-giving!';
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await news(title)).body.data.slug);
    expect(slugs).toEqual(['annual-day-2025-26-prize-giving', 'annual-day-2025-26-prize-giving-2', 'annual-day-2025-26-prize-giving-3']);

    const read = await api.call('GET', '/events/slug/annual-day-2025-26-prize-giving-2');
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title, slug: slugs[1], type: 'news' });
    expect(read.body.data).not.toHaveProperty('imageKeys');
    expect(read.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect((await api.call('GET', `/events/slug/${slugs[1]}`, { token })).headers.get('cache-control')).toBe('private, no-store');
    // The list carries the slug too, so the news page links to each item.
    const listed = (await api.call('GET', '/events')).body.data as Array<{ _id: string; slug: string }>;
    expect(listed.find((item) => item._id === read.body.data._id)?.slug).toBe(slugs[1]);
  });

  it('keeps the slug when the title changes; the old id still finds the item', async () => {
    const created = (await news('Winter uniform from Monday')).body.data;
    const renamed = await api.call('PUT', `/events/${created._id}`, { token, body: { title: 'Winter uniform from Tuesday' } });
    expect(renamed.body.data).toMatchObject({ title: 'Winter uniform from Tuesday', slug: 'winter-uniform-from-monday' });
    const bySlug = await api.call('GET', '/events/slug/winter-uniform-from-monday');
    expect(bySlug.body.data).toMatchObject({ _id: created._id, title: 'Winter uniform from Tuesday' });
    expect((await api.call('GET', `/events/${created._id}`)).body.data.slug).toBe('winter-uniform-from-monday');
    // A request cannot set it either.
    const sent = await api.call('PUT', `/events/${created._id}`, { token, body: { slug: 'my-own-slug' } });
    expect(sent.body.data.slug).toBe('winter-uniform-from-monday');
  });

  it('gives a title with no Latin letters a slug from the type and date', async () => {
    const gurmukhi = (await news('ਸਾਲਾਨਾ ਸਮਾਗਮ 2026')).body.data;
    const today = new Date(Date.parse(gurmukhi.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
    expect(gurmukhi.slug).toBe(`news-${today}`);
    const event = await news('ਖੇਡ ਦਿਵਸ', { type: 'event', startDate: '2026-02-01T09:00', location: 'Ground' });
    expect(event.body.data.slug).toBe('event-2026-02-01');
    expect((await news('ਸਾਲਾਨਾ')).body.data.slug).toBe(`news-${today}-2`);
    // Accents and other Latin-written scripts are spelled in ASCII.
    expect((await news('Fête de la Musique — Crème brûlée')).body.data.slug).toBe('fete-de-la-musique-creme-brulee');
  });

  it('answers 404 { success: false, error } for a slug that names nothing or could not be a slug', async () => {
    for (const slug of ['no-such-item', 'Annual-Day', 'x'.repeat(101), '..%2F..%2Fpackage.json', '%E0%A8%96']) {
      const answer = await api.call('GET', `/events/slug/${slug}`);
      expect(answer, slug).toMatchObject({ status: 404, body: { success: false, error: 'News item or event not found' } });
    }
  });

  it('keeps the slug while the item is in the trash, and frees it when the item is deleted for good', async () => {
    const created = (await news('Half-day on Friday')).body.data;
    expect((await api.call('DELETE', `/events/${created._id}`, { token })).status).toBe(200);
    expect((await api.call('GET', '/events/slug/half-day-on-friday')).status).toBe(404);
    const twin = (await news('Half-day on Friday')).body.data;
    expect(twin.slug).toBe('half-day-on-friday-2');
    expect((await api.call('DELETE', `/events/${twin._id}`, { token })).status).toBe(200);
    expect((await api.call('DELETE', `/trash/${created._id}`, { token })).status).toBe(200);
    expect((await news('Half-day on Friday')).body.data.slug).toBe('half-day-on-friday');
  });

  it('makes a 1200x630 JPEG share image under 300 KB for an item photo, deleted with the item', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'Science fair', description: 'Projects.', type: 'news' })) form.set(name, value);
    form.set('image', new Blob([new Uint8Array(await photo(7))], { type: 'image/jpeg' }), 'fair.jpg');
    const created = await fetch(`${api.url}/api/events`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const item = ((await created.json()) as { data: { _id: string; slug: string; image: { share: { url: string } } } }).data;
    const share = (await api.call('GET', `/events/slug/${item.slug}`)).body.data.image.share;
    expect(share).toEqual({ url: expect.stringMatching(/^\/files\/events\/[0-9a-f]{20}-share\.jpg$/), width: 1200, height: 630 });
    const file = await fileBehind(api, share.url);
    expect(file?.data.length).toBeLessThan(300_000);
    expect(await sharp(file?.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    await api.call('DELETE', `/events/${item._id}`, { token });
    await api.call('DELETE', `/trash/${item._id}`, { token });
    expect(await fileBehind(api, share.url)).toBeNull();
  });
});

describe('gallery slugs', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('shows a gallery by slug to visitors only once published; staff may look before (privately)', async () => {
    const created = (await api.call('POST', '/galleries', { token, body: { title: 'Sports Day 2026', category: 'sports' } })).body.data;
    expect(created.slug).toBe('sports-day-2026');
    const draft = await api.call('GET', '/galleries/slug/sports-day-2026');
    expect(draft).toMatchObject({ status: 404, body: { success: false, error: 'Gallery not found' } });
    const preview = await api.call('GET', '/galleries/slug/sports-day-2026', { token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');

    await api.call('PUT', `/galleries/${created._id}`, { token, body: { isPublished: true, title: 'Sports Day, 2026 edition' } });
    const shown = await api.call('GET', '/galleries/slug/sports-day-2026');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    // Renamed, same address.
    expect(shown.body.data).toMatchObject({
      _id: created._id,
      title: 'Sports Day, 2026 edition',
      slug: 'sports-day-2026',
      isPublished: true,
    });
    expect((await api.call('POST', '/galleries', { token, body: { title: 'Sports day 2026', category: 'x' } })).body.data.slug).toBe(
      'sports-day-2026-2',
    );
    expect((await api.call('GET', '/galleries/slug/Sports-Day-2026')).status).toBe(404);
  });

  it('gives every uploaded photo a share image, returned in the views and deleted with the photo', async () => {
    const gallery = (await api.call('POST', '/galleries', { token, body: { title: 'Annual Day', category: 'events' } })).body.data;
    await api.call('PUT', `/galleries/${gallery._id}`, { token, body: { isPublished: true } });
    const uploaded = await uploadImages(api, gallery._id, token, [{ name: 'a.jpg', data: await photo(1, 3000, 2000) }]);
    expect(uploaded.status).toBe(201);
    const [image] = (await api.call('GET', `/galleries/slug/${gallery.slug}`)).body.data.images;
    expect(image.share).toEqual({ url: expect.stringMatching(/-share\.jpg$/), width: 1200, height: 630 });
    expect((await api.call('GET', '/galleries')).body.data.find((g: { _id: string }) => g._id === gallery._id).images[0].share).toEqual(
      image.share,
    );
    const file = await fileBehind(api, image.share.url);
    expect(file?.data.length).toBeLessThan(300_000);
    expect(await sharp(file?.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    await api.call('DELETE', `/galleries/${gallery._id}/images/${image._id}`, { token });
    await api.call('DELETE', `/trash/${image._id}`, { token });
    expect(await fileBehind(api, image.share.url)).toBeNull();
  });
});

describe('items stored before slugs', () => {
  it('get one when the embedded home opens its data folder (migration 1), oldest first, and new items never share it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'school-legacy-'));
    const old = new SqliteDocumentStore(join(dataDir, 'school.db'));
    const newer = await old.add(EVENTS, legacyNewsItem('Exam timetable', '2025-03-02T04:00:00.000Z'));
    const older = await old.add(EVENTS, legacyNewsItem('Exam timetable', '2025-03-01T04:00:00.000Z'));
    const at = '2025-01-01T04:00:00.000Z';
    const gallery = await old.add('galleries', {
      title: 'Old trip',
      category: 'trips',
      description: '',
      isPublished: true,
      images: [],
      createdAt: at,
      updatedAt: at,
    });
    // Restored or imported data may carry slugs without their claims.
    await old.add(EVENTS, { ...legacyNewsItem('Prize list', '2025-03-05T04:00:00.000Z'), slug: 'prize-list' });
    await old.close();

    const api = await startTestApi({ dataDir });
    try {
      const first = await api.call('GET', '/events/slug/exam-timetable');
      expect(first.body.data).toMatchObject({ _id: older, slug: 'exam-timetable', updatedAt: '2025-03-01T04:00:00.000Z' });
      expect((await api.call('GET', '/events/slug/exam-timetable-2')).body.data._id).toBe(newer);
      expect((await api.call('GET', '/galleries/slug/old-trip')).body.data).toMatchObject({ _id: gallery, slug: 'old-trip' });
      // A new item of the same title takes the next free number; one whose slug had no claim does not share it.
      const token = (await api.staff('admin')).token;
      const fresh = await api.call('POST', '/events', { token, body: { title: 'Exam timetable', description: 'x', type: 'news' } });
      expect(fresh.body.data.slug).toBe('exam-timetable-3');
      const prize = await api.call('POST', '/events', { token, body: { title: 'Prize list', description: 'x', type: 'news' } });
      expect(prize.body.data.slug).toBe('prize-list-2');
    } finally {
      await api.close();
    }
  });
});
