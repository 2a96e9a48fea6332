import { get, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { PUBLIC_CACHE_CONTROL } from './cache.js';

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
  // node:http, not fetch: fetch asks for gzip/br on its own, decodes and hides content-encoding.
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${api.url}/api${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  // What may differ between two answers to the same request: the clock and the socket.
  const lasting = ({ date: _date, 'keep-alive': _keepAlive, ...headers }: IncomingHttpHeaders) => headers;
  const titles = async (options: { token?: string } = {}) =>
    ((await api.call('GET', '/events', options)).body.data as { title: string }[]).map((item) => item.title);

  it('repeats an answer with its ETag and answers a revalidation with 304', async () => {
    await createItem('Sports day');
    const first = await api.call('GET', '/events');
    const second = await api.call('GET', '/events');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
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

  it('repeats the whole first answer: security headers, type, ETag, Vary and body', async () => {
    await createItem('Science fair');
    const first = await raw('/events');
    const second = await raw('/events');
    expect(second.status).toBe(200);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
    // HEAD: the same headers, no body.
    const head = await raw('/events', {}, 'HEAD');
    expect(lasting(head.headers)).toEqual(lasting(first.headers));
    expect(head.body.length).toBe(0);
  });

  it('keeps gzip and brotli copies that decode to the same JSON, negotiated as compression() does', async () => {
    await createItem('Art exhibition');
    const plain = await raw('/events');
    const decoded = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const [acceptEncoding, coding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const first = await raw('/events', { 'accept-encoding': acceptEncoding });
      const again = await raw('/events', { 'accept-encoding': acceptEncoding });
      for (const answer of [first, again]) {
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(answer.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(JSON.parse(decoded[coding](answer.body).toString())).toEqual(JSON.parse(plain.body.toString()));
      }
      // Compressed once: the repeat is the very same bytes.
      expect(again.body.equals(first.body)).toBe(true);
    }
    expect((await raw('/events', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and no body, with or without compression', async () => {
    await createItem('Book week');
    const first = await raw('/events');
    for (const headers of [{}, { 'accept-encoding': 'gzip, br' }] as Record<string, string>[]) {
      const revalidated = await raw('/events', { ...headers, 'if-none-match': first.headers.etag ?? '' });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      expect(revalidated.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
    // A reload (no-cache) or another ETag gets the full answer.
    expect((await raw('/events', { 'if-none-match': first.headers.etag ?? '', 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await raw('/events', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('forgets compressed copies on a write too', async () => {
    const read = async () => JSON.parse(gunzipSync((await raw('/events', { 'accept-encoding': 'gzip' })).body).toString());
    const before = await read();
    expect(await read()).toEqual(before);
    await createItem('Music evening');
    const after = await read();
    expect(after.data.map((item: { title: string }) => item.title)).toContain('Music evening');
    expect(after.count).toBe(before.count + 1);
  });
});
