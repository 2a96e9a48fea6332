import type { EventPage } from '@school/shared/event-pages';
import type { EventItem } from '@school/shared/event-schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, notFoundPage, renderPublic, TEST_ORIGIN } from '../../test/render-public';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { EventsPage, NewsPage } from './news-page';

const item = (n: number, over: Partial<EventItem> = {}): EventItem => ({
  _id: `e${n}`,
  title: `Notice ${n}`,
  description: `About notice ${n}.`,
  type: 'news',
  tags: ['academic'],
  startDate: null,
  endDate: null,
  location: '',
  slug: `notice-${n}`,
  imageUrl: '',
  image: null,
  publishAt: null,
  version: 1,
  createdAt: '2026-03-01T05:00:00.000Z',
  updatedAt: '2026-03-01T05:00:00.000Z',
  ...over,
});

/** The paged GET /events answer (the whole body: `next`, `tags` and `years` sit beside `data`). */
const answer = (page: Partial<EventPage> = {}) => {
  const full: EventPage = { data: [item(1)], next: null, tags: ['academic', 'sports'], years: [2026, 2025], ...page };
  return { success: true, count: full.data.length, ...full };
};

const twelve = Array.from({ length: 12 }, (_, i) => item(i + 1));

/** /news and /events as app/public-routes.tsx mounts them; anywhere else shows the address reached. */
const site = (
  <Routes>
    <Route path="/news" element={<NewsPage notFound={notFoundPage} />} />
    <Route path="/events" element={<EventsPage notFound={notFoundPage} />} />
    <Route path="*" element={<ShownLocation />} />
  </Routes>
);

const filters = () => screen.getByRole('navigation', { name: 'Filter by tag' });
const archive = () => screen.getByRole('navigation', { name: 'Archive' });
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('/news and /events: one page of the list at a time', () => {
  it('says it is loading until the page of news answers, with no filters yet', () => {
    fakeApi.hang('GET', '/events?limit=12');
    renderPublic(site, { route: '/news' });
    expect(screen.getByRole('progressbar', { name: 'Loading news' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Filter by tag' })).toBeNull();
  });

  it('shows the error text of news', async () => {
    fakeApi.fail('GET', '/events?limit=12', 500, 'The store is down');
    renderPublic(site, { route: '/news' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load news. Please try again later.');
  });

  it('shows the error text of events', async () => {
    fakeApi.fail('GET', '/events?limit=12&type=event', 503);
    renderPublic(site, { route: '/events' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load events. Please try again later.');
  });

  it('says an answer without the page’s links is not news', async () => {
    fakeApi.reply('GET', '/events?limit=12', { success: true, count: 1, data: [item(1)] });
    renderPublic(site, { route: '/news' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid news data received from server');
  });

  it('says an answer without the page’s links is not events', async () => {
    fakeApi.reply('GET', '/events?limit=12&type=event', { success: true, data: 'not a list' });
    renderPublic(site, { route: '/events' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid event data received from server');
  });

  it('says when a category is empty, with only "All" to choose and no page links', async () => {
    fakeApi.reply('GET', '/events?limit=12', answer({ data: [], tags: [], years: [] }));
    renderPublic(site, { route: '/news' });
    expect((await screen.findByRole('status')).textContent).toBe('No items found in this category.');
    expect(hrefs(filters())).toEqual([['All', '/news']]);
    expect(current(filters()).map((link) => link.textContent)).toEqual(['All']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Archive' })).toBeNull();
  });

  it('shows the page’s cards and links the next page of older news, keeping the filters', async () => {
    fakeApi.reply('GET', '/events?limit=12&tag=academic&year=2026', answer({ data: twelve, next: 'c2' }));
    renderPublic(site, { route: '/news?year=2026&tag=academic' });
    const list = await screen.findByRole('list', { name: 'News & Events: Academic, 2026' });
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(hrefs(pages)).toEqual([['Older news', '/news?tag=academic&year=2026&after=c2']]);
  });

  it('links a later page back to the newest, and the last page has no older link', async () => {
    fakeApi.reply('GET', '/events?limit=12&type=event&after=c2', answer({ data: [item(13, { type: 'event' })], next: null }));
    renderPublic(site, { route: '/events?after=c2' });
    await screen.findByRole('article');
    expect(hrefs(screen.getByRole('navigation', { name: 'Pages' }))).toEqual([['Newest', '/events']]);
  });

  it('starts a filter again at its newest: a later page’s tags and years link their first pages', async () => {
    fakeApi.reply('GET', '/events?limit=12&tag=academic&after=c2', answer({ data: twelve, next: 'c3', years: [2026] }));
    renderPublic(site, { route: '/news?tag=academic&after=c2' });
    await screen.findAllByRole('article');
    expect(hrefs(filters())).toEqual([
      ['All', '/news'],
      ['Academic', '/news?tag=academic'],
      ['Sports', '/news?tag=sports'],
    ]);
    expect(hrefs(archive())).toEqual([
      ['All years', '/news?tag=academic'],
      ['2026', '/news?tag=academic&year=2026'],
    ]);
    expect(hrefs(screen.getByRole('navigation', { name: 'Pages' }))).toEqual([
      ['Newest', '/news?tag=academic'],
      ['Older news', '/news?tag=academic&after=c3'],
    ]);
  });

  it('calls the next page of events "Older events"', async () => {
    fakeApi.reply('GET', '/events?limit=12&type=event', answer({ data: twelve, next: 'c2' }));
    renderPublic(site, { route: '/events' });
    await screen.findAllByRole('article');
    expect(hrefs(screen.getByRole('navigation', { name: 'Pages' }))).toEqual([['Older events', '/events?after=c2']]);
  });

  it('links each tag the list has, "All" first, keeping the year; the one shown is the current page', async () => {
    fakeApi.reply('GET', '/events?limit=12&tag=sports&year=2025', answer({ tags: ['academic', 'sports', 'cultural'] }));
    renderPublic(site, { route: '/news?tag=sports&year=2025' });
    await screen.findByRole('article');
    expect(hrefs(filters())).toEqual([
      ['All', '/news?year=2025'],
      ['Academic', '/news?tag=academic&year=2025'],
      ['Sports', '/news?tag=sports&year=2025'],
      ['Cultural', '/news?tag=cultural&year=2025'],
    ]);
    expect(current(filters()).map((link) => link.textContent)).toEqual(['Sports']);
  });

  it('links each year of the archive, newest first, keeping the tag; the year shown is marked', async () => {
    fakeApi.reply('GET', '/events?limit=12&tag=sports&year=2025', answer({ years: [2026, 2025, 2024] }));
    renderPublic(site, { route: '/news?tag=sports&year=2025' });
    await screen.findByRole('article');
    expect(within(archive()).getByRole('heading', { name: 'Archive' })).toBeTruthy();
    expect(hrefs(archive())).toEqual([
      ['All years', '/news?tag=sports'],
      ['2026', '/news?tag=sports&year=2026'],
      ['2025', '/news?tag=sports&year=2025'],
      ['2024', '/news?tag=sports&year=2024'],
    ]);
    expect(current(archive()).map((link) => link.textContent)).toEqual(['2025']);
  });

  it('moves to a tag’s page within the app: asks the API for it, loading meanwhile with the filters in place', async () => {
    fakeApi.reply('GET', '/events?limit=12', answer({ data: [item(1), item(2, { tags: ['sports'] })] }));
    let answerSports: (body: unknown) => void = () => undefined;
    fakeApi.on('GET', '/events?limit=12&tag=sports', () => new Promise((resolve) => (answerSports = resolve)));
    const { user } = renderPublic(site, { route: '/news' });
    await user.click(within(await screen.findByRole('navigation', { name: 'Filter by tag' })).getByRole('link', { name: 'Sports' }));

    expect(await screen.findByRole('progressbar', { name: 'Loading news' })).toBeTruthy();
    expect(current(filters()).map((link) => link.textContent)).toEqual(['Sports']);
    expect(fakeApi.calls('GET').map((call) => call.path)).toEqual(['/events?limit=12', '/events?limit=12&tag=sports']);

    answerSports(answer({ data: [item(2, { tags: ['sports'] })] }));
    const list = await screen.findByRole('list', { name: 'News & Events: Sports' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Notice 2']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renders from the answer the server rendered it with, with its own canonical address and title', async () => {
    const call = '/events?limit=12&tag=sports&year=2025&after=c2';
    fakeApi.reply('GET', call, answer());
    // "sport" is the Sports filter too; the address is written the site's one way.
    renderPublic(site, { route: '/news?after=c2&year=2025&tag=sport&utm_source=feed', data: { [call]: { status: 200, body: answer() } } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fakeApi.calls()).toHaveLength(0);
    expect(canonical()).toBe(`${TEST_ORIGIN}/news?tag=sports&year=2025&after=c2`);
    expect(document.title).toBe('News & Events: Sports, 2025 · Convent School Faridkot');
  });

  it('gives a year’s archive a title of its own', async () => {
    fakeApi.reply('GET', '/events?limit=12&type=event&year=2025', answer());
    renderPublic(site, { route: '/events?year=2025' });
    await screen.findByRole('article');
    expect(document.title).toBe('Events: 2025 · Convent School Faridkot');
    expect(canonical()).toBe(`${TEST_ORIGIN}/events?year=2025`);
  });

  it.each([
    ['an unknown tag', '/news?tag=nonsense'],
    ['an empty tag', '/news?tag='],
    ['two tags', '/news?tag=sports&tag=academic'],
    ['a year of two digits', '/news?year=25'],
    ['a year out of range', '/news?year=1999'],
    ['a cursor no API makes', '/events?after=%3Cscript%3E'],
  ])('shows Not Found with a 404 for %s, without asking the API', (_case, route) => {
    const { status } = renderPublic(site, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(status.code).toBe(404);
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows Not Found when the API refuses the page’s cursor', async () => {
    fakeApi.fail('GET', '/events?limit=12&after=gone', 400, 'Invalid page address');
    renderPublic(site, { route: '/news?after=gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
  });

  it('takes an old /news#item-<id> link on to the item’s own page', async () => {
    fakeApi.reply('GET', '/events?limit=12', answer());
    fakeApi.reply('GET', '/events/e7', item(7, { slug: 'prize-day' }));
    renderPublic(site, { route: '/news#item-e7' });
    expect(await reachedRoute()).toBe('/news/prize-day');
  });
});
