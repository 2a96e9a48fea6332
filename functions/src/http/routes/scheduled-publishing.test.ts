import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { fetchFrom, sitemapLocs } from '../../testing/sitemap-locs.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';

// Scheduled publishing on the embedded home with a moved clock: a news item or page given a
// publish time stays out of every visitor's read (lists, its own page, the feeds, the sitemap,
// the server-rendered HTML) until then, and appears at that instant with nobody acting, although
// the answer memo kept the pages made before. A stand-in for the web's server build renders the
// list answers into the page, so this needs no web build (web/e2e/scheduled-publishing.spec.ts
// drives the real one in Chromium).

const RENDERER = `export const fixedPaths = ['/', '/news'];
export const pageCalls = (path) =>
  path === '/news' ? ['/events'] : path.startsWith('/news/') ? ['/events/slug/' + path.slice(6)]
  : path.startsWith('/pages/') ? ['/content/slug/' + path.slice(7)] : [];
export async function renderPage(url, data, template) {
  const [answer] = Object.values(data);
  if (!answer || answer.status !== 200) return { status: 404, html: template.replace('<div id="root"></div>', '<div id="root">Not found</div>') };
  const list = Array.isArray(answer.body.data) ? answer.body.data : [answer.body.data];
  const titles = list.map((item) => '<h2>' + item.title + '</h2>').join('');
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + titles + '</div>') };
}
`;

describe('scheduled publishing (embedded home, moved clock)', () => {
  let dir: string;
  let api: TestApi;
  let token = '';
  // 09:00 India time; the item is scheduled for 09:02.
  let now = Date.parse('2026-11-25T03:30:00Z');
  const clock = { now: () => new Date(now) };
  const html = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'scheduled-pages-'));
    await writeFile(join(dir, 'template.html'), '<!doctype html><title>School</title><div id="root"></div>');
    await writeFile(join(dir, 'entry-server.js'), RENDERER);
    api = await startTestApi({ clock, ssrDir: dir });
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a news item scheduled two minutes ahead is hidden from visitors until then, and appears with nobody acting', async () => {
    const title = 'Winter uniform from Monday';
    const made = await api.call('POST', '/events', {
      token,
      body: { title, description: 'Blazers and ties from 1 December.', type: 'news', publishAt: '2026-11-25T09:02' },
    });
    expect(made.status).toBe(201);
    const { _id: id, slug } = made.body.data;
    // Typed in India time, stored and answered as the UTC instant.
    expect(made.body.data.publishAt).toBe('2026-11-25T03:32:00.000Z');
    const already = await api.call('POST', '/events', { token, body: { title: 'Sports day results', description: 'x', type: 'news' } });
    expect(already.body.data.publishAt).toBeNull();

    const hidden = async () => {
      expect((await api.call('GET', '/events')).body.data.map((item: { title: string }) => item.title)).toEqual(['Sports day results']);
      expect((await api.call('GET', '/news')).body.count).toBe(1);
      expect((await api.call('GET', `/events/slug/${slug}`)).status).toBe(404);
      expect((await api.call('GET', `/events/${id}`)).status).toBe(404);
      expect((await api.call('GET', '/news.rss')).body).not.toContain(title);
      expect((await sitemapLocs(fetchFrom(api.url))).join('\n')).not.toContain(`/news/${slug}`);
      const list = await html('/news');
      expect(list.text).toContain('Sports day results');
      expect(list.text).not.toContain(title);
      expect((await html(`/news/${slug}`)).status).toBe(404);
    };
    await hidden();
    // Asked twice: the second time from the memo, which must still not show it.
    await hidden();
    // Staff see it, marked with its publish time, in the list and on its own.
    const staffList = await api.call('GET', '/events', { token });
    expect(staffList.body.data[0]).toMatchObject({ title, publishAt: '2026-11-25T03:32:00.000Z' });
    expect((await api.call('GET', `/events/slug/${slug}`, { token })).status).toBe(200);
    // A wrong token is refused, never quietly given the visitor's view.
    expect((await api.call('GET', '/events', { token: 'not-a-token' })).status).toBe(401);

    now = Date.parse('2026-11-25T03:31:59Z');
    expect((await html('/news')).text).not.toContain(title);

    // 09:02 India time. No write since the pages were kept.
    now = Date.parse('2026-11-25T03:32:00Z');
    const list = await html('/news');
    expect(list.text).toContain(title);
    // Newest published first: the scheduled item tops the list, though written before the other.
    expect(list.text.indexOf(title)).toBeLessThan(list.text.indexOf('Sports day results'));
    expect((await html(`/news/${slug}`)).text).toContain(title);
    expect((await api.call('GET', `/events/${id}`)).body.data.title).toBe(title);
    expect((await sitemapLocs(fetchFrom(api.url))).join('\n')).toContain(`/news/${slug}`);
    const rss = (await api.call('GET', '/news.rss')).body as string;
    expect(rss).toContain(title);
    expect(rss).toContain(new Date('2026-11-25T03:32:00Z').toUTCString());
  });

  it('events are scheduled too, in the calendar feed; an edit that does not name publishAt keeps it, a blank one publishes at once', async () => {
    now = Date.parse('2026-11-25T03:30:00Z');
    const title = 'Annual day rehearsal';
    const made = await api.call('POST', '/events', {
      token,
      body: { title, description: 'In the hall.', type: 'event', startDate: '2026-12-05T10:00', publishAt: '2026-11-26T07:00' },
    });
    expect(made.status).toBe(201);
    const id = made.body.data._id as string;
    expect((await api.call('GET', '/events.ics')).body).not.toContain(title);
    const renamed = await api.call('PUT', `/events/${id}`, { token, body: { title: `${title} (Class 5)` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.publishAt).toBe('2026-11-26T01:30:00.000Z');
    expect((await api.call('GET', '/events?type=event')).body.count).toBe(0);
    const cleared = await api.call('PUT', `/events/${id}`, { token, body: { publishAt: '' } });
    expect(cleared.body.data.publishAt).toBeNull();
    expect((await api.call('GET', '/events.ics')).body).toContain(`${title} (Class 5)`);
  });

  it('refuses a publish time that is not a date, with the words the form shows', async () => {
    const answer = await api.call('POST', '/events', {
      token,
      body: { title: 'x', description: 'x', type: 'news', publishAt: 'tomorrow' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error ?? answer.body.message).toBe('Publish at is not a valid date and time. Use a date like 2026-11-25T07:00.');
  });

  it('items stored before scheduling existed have no publishAt and are public as before', async () => {
    now = Date.parse('2026-11-25T03:30:00Z');
    const at = '2026-01-05T03:30:00.000Z';
    await api.home.store.set(EVENTS, 'old-item', {
      ...legacyNewsItem('Old notice', at),
      slug: 'old-notice',
      description: 'From last year.',
    });
    const old = await api.call('GET', '/events/old-item');
    expect(old.status).toBe(200);
    expect(old.body.data.publishAt).toBeNull();
  });

  it('a published page with a publish time appears then: lists, search, its page and the sitemap', async () => {
    now = Date.parse('2026-11-25T03:30:00Z');
    const page = { title: 'Winter timings', slug: 'winter-timings', content: '<p>School starts at 9:00.</p>', status: 'published' };
    const made = await api.call('POST', '/content', { token, body: { ...page, publishAt: '2026-11-25T09:05' } });
    expect(made.status).toBe(201);
    expect(made.body.data.publishAt).toBe('2026-11-25T03:35:00.000Z');
    const visitorSees = async () => ({
      list: (await api.call('GET', '/content?status=published')).body.count as number,
      search: (await api.call('GET', '/content/search?q=winter')).body.count as number,
      bySlug: (await api.call('GET', '/content/slug/winter-timings')).status,
      byId: (await api.call('GET', `/content/${made.body.data._id}`)).status,
      page: (await html('/pages/winter-timings')).status,
      sitemap: (await sitemapLocs(fetchFrom(api.url))).join('\n').includes('/pages/winter-timings'),
    });
    const before = { list: 0, search: 0, bySlug: 404, byId: 404, page: 404, sitemap: false };
    expect(await visitorSees()).toEqual(before);
    expect(await visitorSees()).toEqual(before);
    expect((await api.call('GET', '/content', { token })).body.data[0]).toMatchObject({ slug: 'winter-timings', status: 'published' });
    now = Date.parse('2026-11-25T03:35:00Z');
    expect(await visitorSees()).toEqual({ list: 1, search: 1, bySlug: 200, byId: 200, page: 200, sitemap: true });
    // A draft with a publish time stays a draft: scheduling never publishes what staff did not.
    const draft = await api.call('POST', '/content', {
      token,
      body: { ...page, slug: 'draft-later', status: 'draft', publishAt: '2026-11-25T09:06' },
    });
    expect(draft.status).toBe(201);
    now = Date.parse('2026-11-25T03:40:00Z');
    expect((await api.call('GET', '/content/slug/draft-later')).status).toBe(404);
  });
});
