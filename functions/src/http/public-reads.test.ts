import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-server.js';
import { ITEM_KINDS } from '../domain/registry/item-kinds.js';
import { siteSearch } from '../domain/search/site-search.js';
import { readInProcess } from './public-reads.js';

// The pages are rendered from answers read in process (no request to the API); they must be the
// answers a browser gets from the API itself, status and body, for every read the pages make.
describe('public reads in process', () => {
  let api: TestApi;
  // One search for the test, as the app keeps one per process (it reads the marker the app's writes stamp).
  let search: ReturnType<typeof siteSearch> | undefined;
  const read = (path: string) =>
    readInProcess({ ...api.home, search: (search ??= siteSearch({ ...api.home, kinds: ITEM_KINDS })) }, path, { error: () => {} });
  const overHttp = async (path: string) => {
    const response = await fetch(`${api.url}/api${path}`);
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    api = await startTestApi();
    const { token } = await api.staff();
    const post = async (path: string, body: unknown) => {
      const created = await api.call('POST', path, { token, body });
      expect(created.status).toBe(201);
      return (created.body as { data: { _id: string } }).data._id;
    };
    await post('/events', { title: 'Sports day', description: 'On the field.', type: 'event', startDate: '2026-12-05', tags: ['Sports'] });
    await post('/events', { title: 'New library', description: 'Open to all.', type: 'news' });
    const gallery = await post('/galleries', { title: 'Annual day', category: 'events' });
    expect((await api.call('PUT', `/galleries/${gallery}`, { token, body: { isPublished: true } })).status).toBe(200);
    await post('/content', { title: 'Uniform', slug: 'uniform', content: '<p>Grey.</p>', status: 'published' });
  });
  afterAll(() => api.close());

  const paths: [path: string, status: number][] = [
    ['/settings', 200],
    ['/notices/current', 200],
    ['/page-texts/home', 200],
    ['/events', 200],
    ['/events?type=event', 200],
    ['/news', 200],
    ['/events/slug/sports-day', 200],
    ['/galleries', 200],
    ['/galleries/slug/annual-day', 200],
    ['/content?status=published', 200],
    ['/content/slug/uniform', 200],
    ['/search?q=library', 200],
    ['/search?q=grey&lang=hi&page=1', 200],
    // What is missing or refused answers alike too.
    ['/events/slug/no-such-item', 404],
    ['/galleries/slug/no-such-gallery', 404],
    ['/content/slug/Not%20a%20slug', 404],
    ['/page-texts/no-such-page', 404],
    ['/events?type=party', 400],
    ['/search?q=library&lang=fr', 400],
  ];
  it.each(paths)('GET %s answers as the API does (%i)', async (path, status) => {
    const [inProcess, http] = await Promise.all([read(path), overHttp(path)]);
    expect(http.status).toBe(status);
    expect({ status: inProcess.status, body: inProcess.body }).toEqual(http);
  });

  it('answers a path that is no public read as the API does: 404', async () => {
    expect((await read('/messages')).status).toBe(404);
    expect((await read('/events/slug/a/b')).status).toBe(404);
  });

  it('says when a list changes by itself: the publish time of a scheduled item', async () => {
    const { token } = await api.staff();
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await api.call('POST', '/events', { token, body: { title: 'Later', description: 'Soon.', type: 'news', publishAt } });
    expect(created.status).toBe(201);
    expect((await read('/events')).changesAt?.toISOString()).toBe(publishAt);
  });
});
