import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/events/event-items.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The memo is on in every route test (testing/api-server.ts); these check what it promises itself.
describe('public answers remembered in memory (embedded home)', () => {
  let api: TestApi;
  let now = Date.parse('2026-11-23T08:00:00Z');
  const clock = { now: () => new Date(now) };
  let token: string;

  beforeAll(async () => {
    api = await startTestApi({ clock });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  const createItem = (title: string) =>
    api.call('POST', '/events', { token, body: { title, description: 'On the school ground.', type: 'news', tags: ['sports'] } });
  const titles = async (options: { token?: string } = {}) =>
    ((await api.call('GET', '/events', options)).body.data as { title: string }[]).map((item) => item.title);

  it('repeats an answer with its ETag and answers a revalidation with 304', async () => {
    await createItem('Sports day');
    const first = await api.call('GET', '/events');
    const second = await api.call('GET', '/events');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    // node:http, not fetch: fetch marks conditional requests no-cache, as a browser's reload would.
    const status = await new Promise<number | undefined>((resolve) => {
      get(`${api.url}/api/events`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
    });
    expect(status).toBe(304);
  });

  it('shows every write through the API at once', async () => {
    expect(await titles()).not.toContain('Prize giving');
    const created = await createItem('Prize giving');
    expect(await titles()).toContain('Prize giving');
    await api.call('PUT', `/events/${created.body.data._id}`, { token, body: { title: 'Prize giving 2026' } });
    expect(await titles()).toContain('Prize giving 2026');
    await api.call('DELETE', `/events/${created.body.data._id}`, { token });
    expect(await titles()).not.toContain('Prize giving 2026');
  });

  it('is bypassed by staff, and forgets an answer after a minute', async () => {
    const created = await createItem('Annual day');
    expect(await titles()).toContain('Annual day');
    // Changed behind the API's back (as a restore would): the public answer is the remembered one...
    await api.home.store.update(EVENTS, created.body.data._id as string, { title: 'Annual day (moved)' });
    expect(await titles()).toContain('Annual day');
    // ...staff always get the route's own answer...
    expect(await titles({ token })).toContain('Annual day (moved)');
    // ...and visitors get it once the minute a browser may keep it anyway is over.
    now += 61_000;
    expect(await titles()).toContain('Annual day (moved)');
  });

  it('never keeps an error answer', async () => {
    const missing = await api.call('GET', '/events/no-such-item');
    expect(missing.status).toBe(404);
    expect((await api.call('GET', '/events/no-such-item')).body).toEqual(missing.body);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });
});
