import { XMLParser } from 'fast-xml-parser';
import ical, { type VEvent } from 'node-ical';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { PUBLIC_CACHE_CONTROL } from '../../http/middleware/cache.js';

type Fields = Record<string, string | string[]>;

/** node-ical gives a property either as text or as { val, params }. */
const text = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : String(value);

/** A real PNG of the given size, different per seed (so content-hashed names differ). */
async function png(seed: number, width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 255, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

describe('news and events API', () => {
  let api: TestApi;
  let token: string;

  /** multipart the way the site's forms send it: text fields, arrays JSON-encoded, optional `image`. */
  async function send(
    method: 'POST' | 'PUT',
    path: string,
    fields: Fields,
    options: { image?: Buffer; imageField?: string; auth?: string | null } = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    }
    if (options.image)
      form.append(options.imageField ?? 'image', new Blob([new Uint8Array(options.image)], { type: 'image/png' }), 'photo.png');
    const auth = options.auth === undefined ? token : options.auth;
    const response = await fetch(`${api.url}/api${path}`, { method, body: form, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    return { status: response.status, body: (await response.json()) as any };
  }

  const keyOf = (url: string) => url.replace(/^\/files\//, '');
  const fileExists = async (url: string) => (await api.home.files.get(keyOf(url))) !== null;
  const newsFields = (title: string): Fields => ({ title, description: 'About the day.', type: 'news', tags: '["announcement"]' });

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it('starts empty; public lists are cacheable, a staff request gets a fresh answer', async () => {
    for (const path of ['/events', '/news']) {
      const read = await api.call('GET', path);
      expect(read.body).toEqual({ success: true, count: 0, data: [] });
      expect(read.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect((await api.call('GET', '/events', { token })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('creates an event from multipart with a JSON-encoded tag array, school-time dates and an image', async () => {
    const image = await png(1, 1200, 800);
    const created = await send(
      'POST',
      '/events',
      {
        title: 'Sports Day',
        description: 'Races and relays.',
        type: 'event',
        tags: '["sports","academic"]',
        startDate: '2025-01-05T09:00',
        endDate: '2025-01-06T13:00',
        location: 'School ground',
      },
      { image },
    );
    expect(created.status).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({
      title: 'Sports Day',
      description: 'Races and relays.',
      type: 'event',
      tags: ['sports', 'academic'],
      // 09:00 at the school (Asia/Kolkata, +05:30) is 03:30 UTC.
      startDate: '2025-01-05T03:30:00.000Z',
      endDate: '2025-01-06T07:30:00.000Z',
      location: 'School ground',
    });
    expect(item._id).toEqual(expect.any(String));
    expect(item).not.toHaveProperty('imageKeys');
    expect(item.imageUrl).toBe(item.image.url);
    expect(item.image.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    expect([item.image.width, item.image.height]).toEqual([800, 533]);
    for (const variant of item.image.variants) expect(await fileExists(variant.url)).toBe(true);
    expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);

    const one = await api.call('GET', `/events/${item._id}`);
    expect(one.body).toEqual({ success: true, data: item });
    expect(one.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('lists newest first and filters by type on /events and /news', async () => {
    const first = await send('POST', '/events', newsFields('Older news'));
    await new Promise((r) => setTimeout(r, 5));
    const second = await send('POST', '/events', newsFields('Newer news'));
    for (const path of ['/events?type=news', '/news?type=news']) {
      const list = (await api.call('GET', path)).body;
      expect(list.count).toBe(list.data.length);
      expect(list.data.every((i: { type: string }) => i.type === 'news')).toBe(true);
      const ids = list.data.map((i: { _id: string }) => i._id);
      expect(ids.indexOf(second.body.data._id)).toBeLessThan(ids.indexOf(first.body.data._id));
    }
    const events = (await api.call('GET', '/events?type=event')).body.data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((i: { type: string }) => i.type === 'event')).toBe(true);
    const all = (await api.call('GET', '/events')).body.data;
    const times = all.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(await api.call('GET', '/events?type=blog')).toMatchObject({
      status: 400,
      body: { success: false, error: 'type must be news or event' },
    });
  });

  it('accepts the tag `sport` from other clients and stores and returns it as `sports`', async () => {
    const created = await api.call('POST', '/events', {
      token,
      body: { title: 'Sport tag', description: 'd', type: 'news', tags: ['sport'] },
    });
    expect(created).toMatchObject({ status: 201, body: { success: true, data: { tags: ['sports'] } } });
    const id = created.body.data._id as string;
    expect((await api.home.store.get('events', id))?.tags).toEqual(['sports']);
    const listed = await api.call('GET', '/news');
    expect(listed.body.data.find((item: { _id: string }) => item._id === id)?.tags).toEqual(['sports']);
    const form = await send('POST', '/events', { ...newsFields('Sport tag 2'), tags: '["Sport"]' });
    expect(form).toMatchObject({ status: 201, body: { data: { tags: ['sports'] } } });
  });

  it('normalises tags: repeated fields, JSON-encoded elements (first element used), case and blanks', async () => {
    const repeated = await send('POST', '/events', {
      ...newsFields('Tags 1'),
      tags: ['["sports"]', 'Cultural', ' academic ', 'sports', ''],
    });
    expect(repeated.body.data.tags).toEqual(['sports', 'cultural', 'academic']);
    const nested = await send('POST', '/events', { ...newsFields('Tags 2'), tags: JSON.stringify(['["achievement","sports"]', 'EVENT']) });
    expect(nested.body.data.tags).toEqual(['achievement', 'event']);
    const none = await send('POST', '/events', { ...newsFields('Tags 3'), tags: '[]' });
    expect(none.body.data.tags).toEqual([]);
    const json = await api.call('POST', '/events', {
      token,
      body: { title: 'Tags 4', description: 'd', type: 'news', tags: ['Announcement', '["academic"]'] },
    });
    expect(json).toMatchObject({ status: 201, body: { data: { tags: ['announcement', 'academic'] } } });
  });

  it('answers a clear 400 for every bad field and stores nothing', async () => {
    const before = (await api.call('GET', '/events')).body.count;
    const event = { title: 'Fete', description: 'Stalls.', type: 'event', startDate: '2025-03-10T10:00', tags: '[]' };
    const cases: Array<[Fields, string]> = [
      [{ ...event, title: '' }, 'Title is required'],
      [{ description: 'x', type: 'news' }, 'Title is required'],
      [{ ...event, title: '   ' }, 'Title is required'],
      [{ ...event, description: '' }, 'Description is required'],
      [{ ...event, type: 'blog' }, 'Type must be news or event'],
      [{ title: 't', description: 'd' }, 'Type must be news or event'],
      [
        { ...event, tags: '["music"]' },
        'Unknown tag "music". Tags must be academic, sports, cultural, achievement, announcement or event.',
      ],
      [
        { ...event, tags: ['sports', 'sportz'] },
        'Unknown tag "sportz". Tags must be academic, sports, cultural, achievement, announcement or event.',
      ],
      [{ ...event, tags: '["sports"' }, 'Tags must be a list of tag names'],
      [
        { ...event, tags: '{"a":1}' },
        'Unknown tag "{"a":1}". Tags must be academic, sports, cultural, achievement, announcement or event.',
      ],
      [{ ...event, startDate: 'next Tuesday' }, 'Start date is not a valid date. Use a date like 2025-01-05 or 2025-01-05T09:00.'],
      [{ ...event, startDate: '2025-02-30' }, 'Start date is not a valid date. Use a date like 2025-01-05 or 2025-01-05T09:00.'],
      [{ ...event, endDate: '2025-13-01T10:00' }, 'End date is not a valid date. Use a date like 2025-01-05 or 2025-01-05T09:00.'],
      [{ ...event, startDate: '' }, 'Start date is required for events'],
      [{ ...event, endDate: '2025-03-10T09:59' }, 'End date cannot be before the start date'],
    ];
    for (const [fields, error] of cases) {
      const answer = await send('POST', '/events', fields);
      expect(answer, JSON.stringify(fields)).toEqual({ status: 400, body: { success: false, error } });
    }
    const notImage = await send('POST', '/events', event, { image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toMatch(/not an image we can read/);
    expect((await send('POST', '/events', event, { image: await png(7), imageField: 'photo' })).body.error).toBe(
      'Unexpected file field "photo".',
    );
    const plain = await api.call('POST', '/events', { token, raw: 'title=x', headers: { 'content-type': 'text/plain' } });
    expect(plain).toMatchObject({ status: 400, body: { success: false, error: 'Expected a multipart/form-data upload.' } });
    expect((await api.call('GET', '/events')).body.count).toBe(before);
  });

  it('keeps writes to staff: no token or a bad one is a 401, and nothing changes', async () => {
    const item = (await send('POST', '/events', newsFields('Guarded'))).body.data;
    for (const auth of [null, 'not-a-real-token']) {
      expect((await send('POST', '/events', newsFields('Intruder'), { auth })).status).toBe(401);
      const put = await send('PUT', `/events/${item._id}`, { title: 'Changed' }, { auth });
      expect(put).toMatchObject({ status: 401, body: { success: false } });
      const del = await api.call('DELETE', `/events/${item._id}`, auth ? { token: auth } : {});
      expect(del.status).toBe(401);
    }
    expect((await api.call('GET', `/events/${item._id}`)).body.data.title).toBe('Guarded');
    expect((await api.call('GET', '/events')).body.data.some((i: { title: string }) => i.title === 'Intruder')).toBe(false);
  });

  it('updates only what is sent, replaces an image and removes it on request; old files go with the item for good', async () => {
    const created = (
      await send(
        'POST',
        '/events',
        { ...newsFields('Annual Day'), type: 'event', startDate: '2025-02-01', location: 'Hall' },
        { image: await png(2) },
      )
    ).body.data;
    const oldUrls = created.image.variants.map((v: { url: string }) => v.url);

    const renamed = await send('PUT', `/events/${created._id}`, { title: 'Annual Day 2025' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: 'Annual Day 2025',
      description: created.description,
      location: 'Hall',
      startDate: '2025-01-31T18:30:00.000Z',
      image: created.image,
    });

    const replaced = (await send('PUT', `/events/${created._id}`, { tags: ['["cultural"]'] }, { image: await png(3) })).body.data;
    expect(replaced.tags).toEqual(['cultural']);
    expect(replaced.image.url).not.toBe(created.image.url);
    // The old photo stays while a revision of the item may bring it back.
    for (const url of oldUrls) expect(await fileExists(url)).toBe(true);
    for (const variant of replaced.image.variants) expect(await fileExists(variant.url)).toBe(true);

    const bad = await send('PUT', `/events/${created._id}`, { endDate: '2025-01-01' });
    expect(bad).toEqual({ status: 400, body: { success: false, error: 'End date cannot be before the start date' } });
    expect((await send('PUT', `/events/${created._id}`, { removeImage: 'yes' })).body.error).toBe('removeImage must be true or false');

    const cleared = (await send('PUT', `/events/${created._id}`, { removeImage: 'true' })).body.data;
    expect(cleared).toMatchObject({ image: null, imageUrl: '', title: 'Annual Day 2025' });
    for (const variant of replaced.image.variants) expect(await fileExists(variant.url)).toBe(true);

    // Turned into news, it no longer carries event dates or a place.
    const asNews = (await send('PUT', `/events/${created._id}`, { type: 'news' })).body.data;
    expect(asNews).toMatchObject({ type: 'news', startDate: null, endDate: null, location: '' });
    expect((await send('PUT', '/events/no-such-item', { title: 'x' })).status).toBe(404);

    // Deleted for good, its revisions go and with them both photos.
    await api.call('DELETE', `/events/${created._id}`, { token });
    expect((await api.call('DELETE', `/trash/${created._id}`, { token })).status).toBe(200);
    for (const url of [...oldUrls, ...replaced.image.variants.map((v: { url: string }) => v.url)])
      expect(await fileExists(url)).toBe(false);
  });

  it('deletes an item to the trash, and its image files once deleted for good, keeping files another item still shows', async () => {
    const photo = await png(4);
    const a = (await send('POST', '/events', newsFields('Shared photo A'), { image: photo })).body.data;
    const b = (await send('POST', '/events', newsFields('Shared photo B'), { image: photo })).body.data;
    expect(a.image.url).toBe(b.image.url);

    expect(await api.call('DELETE', `/events/${a._id}`, { token })).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.call('GET', `/events/${a._id}`)).status).toBe(404);
    expect(await fileExists(b.image.url)).toBe(true);

    await api.call('DELETE', `/events/${b._id}`, { token });
    expect(await fileExists(b.image.url), 'kept while in the trash').toBe(true);
    await api.call('DELETE', `/trash/${a._id}`, { token });
    expect(await fileExists(b.image.url), 'b is still in the trash').toBe(true);
    await api.call('DELETE', `/trash/${b._id}`, { token });
    for (const variant of b.image.variants) expect(await fileExists(variant.url)).toBe(false);
    expect(await api.call('DELETE', `/events/${b._id}`, { token })).toMatchObject({ status: 404, body: { success: false } });
  });

  it('publishes events as iCalendar (09:00 at the school reads 03:30 UTC) and everything as RSS 2.0', async () => {
    const event = (
      await send('POST', '/events', {
        title: 'Feed Carol Evening',
        description: 'Carols in the garden.',
        type: 'event',
        tags: '["cultural"]',
        startDate: '2025-12-20T09:00',
        endDate: '2025-12-20T11:30+05:30',
        location: 'Chapel garden',
      })
    ).body.data;
    const openEnded = (
      await send('POST', '/events', {
        title: 'Feed PTM',
        description: 'Meet the teachers.',
        type: 'event',
        startDate: '2025-12-21T09:00:00.000Z',
      })
    ).body.data;
    const news = (await send('POST', '/events', newsFields('Feed Winter Uniform'))).body.data;

    const ics = await fetch(`${api.url}/api/events.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const calendar = ical.sync.parseICS(await ics.text());
    const vevents = Object.values(calendar).filter((c): c is VEvent => c?.type === 'VEVENT');
    const carol = vevents.find((e) => text(e.summary) === 'Feed Carol Evening');
    expect(carol?.start.toISOString()).toBe('2025-12-20T03:30:00.000Z');
    expect(carol?.end?.toISOString()).toBe('2025-12-20T06:00:00.000Z');
    expect(text(carol?.location)).toBe('Chapel garden');
    expect(carol?.uid).toBe(`${event._id}@${new URL(api.url).host}`);
    const ptm = vevents.find((e) => text(e.summary) === 'Feed PTM');
    expect(ptm?.end?.toISOString()).toBe('2025-12-21T10:00:00.000Z');
    expect(vevents.some((e) => text(e.summary) === 'Feed Winter Uniform')).toBe(false);
    expect(openEnded._id).toBeTruthy();

    const rss = await fetch(`${api.url}/api/news.rss`);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(await rss.text());
    expect(doc.rss['@_version']).toBe('2.0');
    const items = doc.rss.channel.item as Array<{ title: string; link: string; guid: string | { '#text': string } }>;
    expect(items[0]?.title).toBe('Feed Winter Uniform');
    // Each item links to its own page, by the slug it was given (never changed, so links keep working).
    expect(news.slug).toBe('feed-winter-uniform');
    expect(items[0]?.link).toBe(`${api.url}/news/feed-winter-uniform`);
    expect(items.find((i) => i.title === 'Feed Carol Evening')?.link).toBe(`${api.url}/news/${event.slug}`);
    expect(event.slug).toMatch(/^feed-carol-evening(-\d+)?$/);
    expect(text(carol?.url)).toBe(`${api.url}/news/${event.slug}`);
    // The enclosure is the share JPEG: feed readers read JPEG everywhere.
    const withImage = items.find((i) => i.title === 'Sports Day') as unknown as { enclosure: { '@_url': string; '@_type': string } };
    expect(withImage.enclosure['@_url']).toMatch(new RegExp(`^${api.url}/files/events/[0-9a-f]{20}-share\\.jpg$`));
    expect(withImage.enclosure['@_type']).toBe('image/jpeg');
  });
});
