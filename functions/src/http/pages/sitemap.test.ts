import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { listed } from '../../domain/events/event-list-fields.js';
import { giveEventsTagIndex } from '../../domain/events/event-tag-index.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { fetchFrom, sitemapLocs } from '../../testing/sitemap-locs.js';

// The sitemaps (issue 34, item 4): /sitemap.xml is an index of lists whose size does not grow with
// the archive (the pages and the lists' filter and archive addresses; the galleries; one list of news
// per year), each address in every language.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

describe('sitemaps', () => {
  let api: TestApi;
  const get = (path: string) => fetchFrom(api.url)(path);

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    // Stored as the store holds them (faster than 130 requests): 60 items in 2025, 70 in 2026.
    for (let n = 0; n < 130; n++) {
      const at = new Date(Date.parse(n < 60 ? '2025-03-01T04:00:00Z' : '2026-03-01T04:00:00Z') + n * 3_600_000).toISOString();
      const item = { ...legacyNewsItem(`Notice ${n}`, at), slug: `notice-${n}`, tags: n % 2 ? ['sports'] : [] };
      await api.home.store.set(EVENTS, `n${n}`, listed(item));
    }
    await giveEventsTagIndex(api.home.store);
  });
  afterAll(() => api?.close());

  it('is an index of the pages, the galleries, the documents and one list of news per year', async () => {
    const index = await get('/sitemap.xml');
    expect(index.type).toContain('application/xml');
    const lists = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(lists).toEqual(
      ['/sitemaps/pages.xml', '/sitemaps/media.xml', '/sitemaps/documents.xml', '/sitemaps/news-2026.xml', '/sitemaps/news-2025.xml'].map(
        (path) => api.url + path,
      ),
    );
  });

  it("lists every item once in its year, the fixed pages and the lists' addresses, in three languages", async () => {
    const locs = await sitemapLocs(get);
    const paths = locs.map((loc) => loc.slice(api.url.length));
    for (let n = 0; n < 130; n++) {
      expect(paths.filter((path) => path === `/news/notice-${n}`)).toHaveLength(1);
      expect(paths).toContain(`/hi/news/notice-${n}`);
    }
    for (const path of [
      '/',
      '/about/mission',
      '/news',
      '/events',
      '/news?tag=sports',
      '/news?year=2025',
      '/news?year=2026',
      '/pa/news?year=2025',
    ]) {
      expect(paths).toContain(path);
    }
    const year = await get('/sitemaps/news-2025.xml');
    expect(year.text.match(/<url>/g)).toHaveLength(60 * 3);
    expect(year.text).toContain(`<loc>${api.url}/pa/news/notice-0</loc><lastmod>2025-03-01T04:00:00.000Z</lastmod>`);
  });

  it('a year outside the lists is Not Found; an empty year an empty list', async () => {
    expect((await get('/sitemaps/news-1850.xml')).status).toBe(404);
    const empty = await get('/sitemaps/news-2024.xml');
    expect([empty.status, empty.text.includes('<url>')]).toEqual([200, false]);
  });
});
