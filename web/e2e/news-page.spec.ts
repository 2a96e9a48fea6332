import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, staffToken, test } from './fixtures';
import { openInApp } from './public-routes';
import { axeOf } from './page-head';

// The public News & Events page. Real items go through the API; the pages the browser loads itself
// after a move within the app (a tag's page, broken answers, an empty list) are
// served by page.route, so other specs' items, created at the same time on the shared server,
// cannot change what is checked. The journey through real pages is news-paging.spec.ts.

// A parent abroad: dates must still read as they do in Faridkot (Asia/Kolkata).
test.use({ timezoneId: 'America/Los_Angeles' });

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter by tag' });

function item(id: string, fields: Record<string, unknown>) {
  return {
    _id: id,
    description: `About ${id}.`,
    type: 'news',
    tags: [] as string[],
    imageUrl: '',
    image: null,
    startDate: null,
    endDate: null,
    location: '',
    createdAt: '2025-01-04T19:00:00.000Z',
    updatedAt: '2025-01-04T19:00:00.000Z',
    ...fields,
  };
}

/** A page of the paged GET /events: the items, and the links beside them. */
function pageOf(data: unknown[], more: { next?: string | null; tags?: string[]; years?: number[] } = {}) {
  return { success: true, count: data.length, data, next: null, tags: [], years: [2025], ...more };
}

/** Answers GET /api/events (whatever its query: `answer` reads it) for the pages the browser loads itself. */
const eventsApi = (url: URL) => url.pathname === '/api/events';
async function serve(page: Page, answer: (query: URLSearchParams) => unknown) {
  await page.route(eventsApi, (route) => route.fulfill({ json: answer(new URL(route.request().url()).searchParams) }));
}

test.describe('public News & Events page', () => {
  test('shows real items: image card with srcset, Event badge and date range, filters and feeds', async ({ page }) => {
    const token = await staffToken(page.request);
    const headers = { authorization: `Bearer ${token}` };
    const news = unique('Chess champions');
    const event = unique('Carol evening');
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await page.request.post('/api/events', {
      headers,
      multipart: {
        title: news,
        description: 'Our under-14 team won.',
        type: 'news',
        tags: '["achievement"]',
        image: { name: 'team.png', mimeType: 'image/png', buffer: image },
      },
    });
    // 00:30 on 6 January in Faridkot is still 5 January in Los Angeles and in UTC.
    await page.request.post('/api/events', {
      headers,
      multipart: {
        title: event,
        description: 'Carols in the chapel garden.',
        type: 'event',
        tags: '["cultural"]',
        startDate: '2025-01-06T00:30',
        location: 'Chapel garden',
      },
    });

    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'News & Events', level: 1 })).toBeVisible();
    const newsCard = card(page, news);
    const img = newsCard.getByRole('img', { name: news });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('srcset', /400w, .+ 800w, .+ 1200w$/);
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '533');
    await expect(newsCard.getByTestId('event-badge')).toHaveCount(0);
    await expect(newsCard.getByText('Achievement', { exact: true })).toBeVisible();

    const eventCard = card(page, event);
    await expect(eventCard.getByTestId('event-badge')).toHaveText('Event');
    await expect(eventCard).toContainText('January 6, 2025');
    await expect(eventCard).not.toContainText('–');
    await expect(eventCard).toContainText('Chapel garden');
    await expect(eventCard).toContainText('🎭');

    await filters(page).getByRole('link', { name: 'Achievement' }).click();
    await expect(page).toHaveURL(/\/news\?tag=achievement$/);
    await expect(filters(page).getByRole('link', { name: 'Achievement' })).toHaveAttribute('aria-current', 'page');
    await expect(card(page, news)).toBeVisible();
    await expect(card(page, event)).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Events calendar (iCal)' })).toHaveAttribute('href', '/api/events.ics');
    await expect(page.getByRole('link', { name: 'News feed (RSS)' })).toHaveAttribute('href', '/api/news.rss');
    expect(await (await page.request.get('/api/events.ics')).text()).toContain(`SUMMARY:${event}`);

    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(card(page, event)).toBeVisible();
    await expect(card(page, news)).toHaveCount(0);
  });

  test('links each tag of the list; a tag’s link loads that tag’s page, its cards dated in school time', async ({ page }) => {
    const all = [
      item('a', { title: 'Old football news', tags: ['sports'] }),
      item('b', { title: 'Relay results', tags: ['sports', 'achievement'] }),
      item('c', { title: 'Diwali mela', tags: ['cultural'] }),
      item('d', { title: 'Maths olympiad', tags: ['academic'], createdAt: '2025-03-01T10:00:00.000Z' }),
      item('e', {
        title: 'Three-day camp',
        type: 'event',
        tags: ['event'],
        startDate: '2025-01-04T19:00:00.000Z',
        endDate: '2025-01-07T08:00:00.000Z',
        location: 'Hill campus',
      }),
    ];
    const tags = ['sports', 'achievement', 'cultural', 'academic', 'event'];
    await serve(page, (query) => {
      const tag = query.get('tag');
      return pageOf(tag ? all.filter((one) => one.tags.includes(tag)) : all, { tags });
    });
    await openInApp(page, '/news');
    await expect(filters(page).getByRole('link')).toHaveText(['All', 'Sports', 'Achievement', 'Cultural', 'Academic', 'Event']);
    await expect(filters(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(card(page, 'Diwali mela')).toContainText('January 5, 2025');
    await expect(card(page, 'Maths olympiad')).toContainText('March 1, 2025');
    await expect(card(page, 'Maths olympiad')).toContainText('📚');
    await expect(card(page, 'Three-day camp')).toContainText('January 5, 2025 – January 7, 2025');
    await expect(card(page, 'Three-day camp').getByTestId('event-badge')).toHaveText('Event');
    const clamp = await card(page, 'Diwali mela')
      .getByTestId('news-description')
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('3');

    const asked = page.waitForRequest((request) => new URL(request.url()).search === '?limit=12&tag=sports');
    await filters(page).getByRole('link', { name: 'Sports' }).click();
    await asked;
    await expect(page).toHaveURL(/\/news\?tag=sports$/);
    await expect(page.locator('article h2')).toHaveText(['Old football news', 'Relay results']);
    await expect(page).toHaveTitle(/^News & Events: Sports · /);
    await filters(page).getByRole('link', { name: 'Achievement' }).click();
    await expect(page.locator('article h2')).toHaveText(['Relay results']);
    await filters(page).getByRole('link', { name: 'All' }).click();
    await expect(page.locator('article')).toHaveCount(5);
    await expect(page).toHaveURL(/\/news$/);
  });

  test('passes axe with cards, filters, pages and the archive, and the filters work by keyboard', async ({ page }) => {
    const both = [
      item('k1', { title: 'Keyboard news', tags: ['academic'] }),
      item('k2', { title: 'Keyboard event', type: 'event', tags: ['sports'], startDate: '2025-02-01T04:00:00.000Z', location: 'Hall' }),
    ];
    await serve(page, (query) => {
      const tag = query.get('tag');
      return pageOf(tag ? both.filter((one) => one.tags.includes(tag)) : both, {
        next: 'p12',
        tags: ['academic', 'sports'],
        years: [2025, 2024],
      });
    });
    await openInApp(page, '/news');
    await expect(card(page, 'Keyboard event')).toBeVisible();
    const { violations } = await axeOf(page).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await filters(page).getByRole('link', { name: 'Sports' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('article h2')).toHaveText(['Keyboard event']);
    // The filter followed keeps the focus while its page loads and after.
    await expect(filters(page).getByRole('link', { name: 'Sports' })).toBeFocused();
  });
});
