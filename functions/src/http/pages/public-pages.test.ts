import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { fetchFrom, sitemapLocs } from '../../testing/sitemap-locs.js';

// The real web app's server build (`npm test` builds it first; else the unit project's globalSetup, scripts/web-build.mjs), rendering from the real API on a
// real SQLite file: what a crawler or a link preview gets, without JavaScript.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

describe('public pages rendered per request', () => {
  let api: TestApi;
  let token: string;
  const page = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
  };

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
    token = (await api.staff()).token;
  });
  afterAll(() => api.close());

  it('shows a news item in the HTML of /news on the next request after it is published', async () => {
    const before = await page('/news');
    expect(before.status).toBe(200);
    expect(before.html).toContain('No items found in this category.');
    const title = `Science fair winners ${Date.now()}`;
    const created = await api.call('POST', '/events', { token, body: { title, description: 'Class 8 took the prize.', type: 'news' } });
    expect(created.status).toBe(201);
    const after = await page('/news');
    expect(after.html).toContain(title);
    expect(after.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // The answer the page was rendered from is in it once, for hydration.
    expect(after.html.match(/<script id="page-data" type="application\/json">/g)).toHaveLength(1);
  });

  it('renders a published content page with its own head, lists it in the sitemap, and 404s a draft', async () => {
    const body = { title: 'Uniform Guide', slug: 'uniform-guide', content: '<p>Grey trousers and a white shirt.</p>', status: 'published' };
    expect((await api.call('POST', '/content', { token, body })).status).toBe(201);
    const published = await page('/pages/uniform-guide');
    expect(published.status).toBe(200);
    expect(published.html).toMatch(/<head>[\s\S]*<title>Uniform Guide · [^<]+<\/title>[\s\S]*<\/head>/);
    expect(published.html).toContain('Grey trousers and a white shirt.');
    expect(published.html).toContain(`<link rel="canonical" href="${api.url}/pages/uniform-guide"/>`);
    expect(await sitemapLocs(fetchFrom(api.url))).toContain(`${api.url}/pages/uniform-guide`);

    await api.call('POST', '/content', { token, body: { ...body, slug: 'draft-notes', status: 'draft' } });
    const draft = await page('/pages/draft-notes');
    expect(draft.status).toBe(404);
    expect(draft.html).toContain('Not Found');
  });

  it('asks the browser to paint a page only once all of it has arrived, not half-parsed (a slow phone moved its header and footer)', async () => {
    for (const path of ['/about', '/no-such-page']) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('<link rel="expect" href="#page-end" blocking="render"/>');
      // The element waited for closes the page: after the footer, before the data for hydration.
      const end = html.indexOf('<span id="page-end" hidden></span>');
      expect(end, path).toBeGreaterThan(html.lastIndexOf('</footer>'));
      expect(end, path).toBeLessThan(html.indexOf('<script id="page-data"'));
    }
  });

  it("still renders the fixed parts when the page's data cannot be read: status 200, a clear message, not cached", async () => {
    // Reads of news and events fail from here on (a broken collection); the school's settings still answer.
    const find = api.home.store.find.bind(api.home.store);
    vi.spyOn(api.home.store, 'find').mockImplementation((collection, query) =>
      collection === EVENTS ? Promise.reject(new Error('The store could not be read')) : find(collection, query),
    );
    const news = await page('/news');
    expect(news.status).toBe(200);
    expect(news.html).toContain('News &amp; Events');
    expect(news.html).toContain('Failed to load news. Please try again later.');
    expect(news.cacheControl).toBe('no-store');
    expect((await page('/about')).status).toBe(200);
  });
});
