import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { fetchFrom, sitemapLocs } from '../../testing/sitemap-locs.js';

// The real web app's server build (`npm test` builds it first; else the unit project's globalSetup, scripts/web-build.mjs), rendering from the real API on a
// real SQLite file: what a crawler or a link preview gets, without JavaScript.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

/** The page's HTML without its scripts (the data it hydrates from names more than the page shows). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

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

  it('renders one page of news by its address, without JavaScript: /news?tag=sports holds only the sports items', async () => {
    const stamp = Date.now();
    const sports = `Relay gold ${stamp}`;
    const academic = `Maths olympiad ${stamp}`;
    for (const [title, tag] of [
      [sports, 'sports'],
      [academic, 'academic'],
    ]) {
      const made = await api.call('POST', '/events', { token, body: { title, description: 'A news item.', type: 'news', tags: [tag] } });
      expect(made.status).toBe(201);
    }
    // "sport" is the Sports filter too; the page's address is written the one way.
    const { status, html } = await page('/news?tag=sport');
    expect(status).toBe(200);
    const markup = withoutScripts(html);
    expect(markup).toContain(sports);
    expect(markup).not.toContain(academic);
    expect(html).toMatch(/<title>News &amp; Events: Sports · [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${api.url}/news?tag=sports"/>`);
    // The other tags are links a visitor without the page's script can follow; the one shown is marked.
    expect(markup).toMatch(/<a [^>]*href="\/news\?tag=academic"/);
    expect(markup).toMatch(
      /<a [^>]*href="\/news\?tag=sports"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/news\?tag=sports"/,
    );
    // The page's answer is embedded, keyed by the call the browser makes (its & escaped in the script).
    expect(html).toContain('"/events?limit=12\\u0026tag=sports":{"status":200');
  });

  it('pages a year of news with links: twelve items, then the older ones, then back to the newest', async () => {
    // 2003: a year no other test writes to. Thirteen items, one a day, published then.
    for (let day = 1; day <= 13; day++) {
      const body = {
        title: `Archive notice ${day}`,
        description: 'Of long ago.',
        type: 'news',
        publishAt: `2003-01-${String(day).padStart(2, '0')}T10:00`,
      };
      expect((await api.call('POST', '/events', { token, body })).status).toBe(201);
    }
    expect(withoutScripts((await page('/news')).html)).toMatch(/<a [^>]*href="\/news\?year=2003"/);
    const first = withoutScripts((await page('/news?year=2003')).html);
    expect(first.match(/Archive notice \d+</g)).toHaveLength(12);
    expect(first).toContain('Archive notice 13<');
    expect(first).not.toContain('Archive notice 1<');
    const older = /<a [^>]*href="(\/news\?year=2003&amp;after=[^"]+)"[^>]*>Older news/.exec(first)?.[1];
    expect(older).toBeDefined();

    const second = await page((older ?? '').replaceAll('&amp;', '&'));
    expect(second.status).toBe(200);
    expect(withoutScripts(second.html).match(/Archive notice \d+</g)).toEqual(['Archive notice 1<']);
    // Its own canonical address: the link it was reached by (written, as every attribute, with &amp;).
    expect(second.html).toContain(`<link rel="canonical" href="${api.url}${older ?? ''}"/>`);
    expect(withoutScripts(second.html)).toMatch(/<a [^>]*href="\/news\?year=2003"[^>]*>Newest/);
    expect(withoutScripts(second.html)).not.toContain('Older news');
  });

  it('answers 404 with the Not Found page for an address that names no page of news, without reading the store', async () => {
    for (const path of ['/news?tag=chess', '/pa/news?year=99', '/events?after=%3Cb%3E', '/hi/events?tag=sports&tag=academic']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('404');
      expect(html, path).not.toContain('"/events?limit=');
    }
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
