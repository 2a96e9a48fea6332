import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, staffToken, test } from './fixtures';
import { openInApp } from './public-routes';

// The public News & Events page. Real items go through the API; the filter edge cases (old "sport"
// tags, mixed case, broken answers, an empty list) are served by page.route so other specs'
// items, created at the same time on the shared server, cannot change what is checked.

// A parent abroad: dates must still read as they do in Faridkot (Asia/Kolkata).
test.use({ timezoneId: 'America/Los_Angeles' });

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const filters = (page: Page) => page.getByRole('group', { name: 'Filter by tag' });

function item(id: string, fields: Record<string, unknown>) {
  return {
    _id: id,
    description: `About ${id}.`,
    type: 'news',
    tags: [],
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

async function serve(page: Page, body: unknown, status = 200) {
  await page.route('**/api/events*', (route) => route.fulfill({ status, json: body }));
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

    await filters(page).getByRole('button', { name: 'Achievement' }).click();
    await expect(filters(page).getByRole('button', { name: 'Achievement' })).toHaveAttribute('aria-pressed', 'true');
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

  test('filters by distinct capitalised tags, case-insensitively, with sports matching sport', async ({ page }) => {
    await serve(page, {
      success: true,
      count: 5,
      data: [
        item('a', { title: 'Old football news', tags: ['Sport'] }),
        item('b', { title: 'Relay results', tags: ['sports', 'ACHIEVEMENT'] }),
        item('c', { title: 'Diwali mela', tags: ['Cultural'] }),
        item('d', { title: 'Maths olympiad', tags: ['academic'], createdAt: '2025-03-01T10:00:00.000Z' }),
        item('e', {
          title: 'Three-day camp',
          type: 'event',
          tags: ['event'],
          startDate: '2025-01-04T19:00:00.000Z',
          endDate: '2025-01-07T08:00:00.000Z',
          location: 'Hill campus',
        }),
      ],
    });
    await openInApp(page, '/news');
    await expect(filters(page).getByRole('button')).toHaveText(['All', 'Sports', 'Achievement', 'Cultural', 'Academic', 'Event']);
    await expect(card(page, 'Diwali mela')).toContainText('January 5, 2025');
    await expect(card(page, 'Maths olympiad')).toContainText('March 1, 2025');
    await expect(card(page, 'Maths olympiad')).toContainText('📚');
    await expect(card(page, 'Three-day camp')).toContainText('January 5, 2025 – January 7, 2025');
    await expect(card(page, 'Three-day camp').getByTestId('event-badge')).toHaveText('Event');
    const clamp = await card(page, 'Diwali mela')
      .getByTestId('news-description')
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('3');

    await filters(page).getByRole('button', { name: 'Sports' }).click();
    await expect(page.locator('article h2')).toHaveText(['Old football news', 'Relay results']);
    await filters(page).getByRole('button', { name: 'Achievement' }).click();
    await expect(page.locator('article h2')).toHaveText(['Relay results']);
    await filters(page).getByRole('button', { name: 'All' }).click();
    await expect(page.locator('article')).toHaveCount(5);
  });

  test('shows the newest 12, then 12 more per Show more; a filter starts again at 12; a link to an item shows all', async ({ page }) => {
    const items = Array.from({ length: 30 }, (_, i) =>
      item(`n${i}`, {
        title: `Notice ${i + 1}`,
        tags: [i % 3 ? 'academic' : 'sports'],
        createdAt: `2025-02-${String(28 - i).padStart(2, '0')}T05:00:00.000Z`,
      }),
    );
    await serve(page, { success: true, count: items.length, data: items });
    await openInApp(page, '/news');
    const titles = page.locator('article h2');
    await expect(titles).toHaveCount(12);
    await expect(titles.first()).toHaveText('Notice 1');
    await expect(page.getByText('Showing 12 of 30')).toBeVisible();
    const more = page.getByRole('button', { name: 'Show more' });
    await more.click();
    await expect(titles).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 30')).toBeVisible();
    await more.click();
    await expect(titles).toHaveCount(30);
    await expect(titles.last()).toHaveText('Notice 30');
    await expect(more).toHaveCount(0);

    // 20 academic items: the filter shows 12 of them, and one more page.
    await filters(page).getByRole('button', { name: 'Academic' }).click();
    await expect(titles).toHaveCount(12);
    await expect(page.getByText('Showing 12 of 20')).toBeVisible();

    // As from a feed reader: a new page load, not a jump within this one.
    await openInApp(page, '/news#item-n29');
    await expect(titles).toHaveCount(30);
    await expect(card(page, 'Notice 30')).toBeInViewport();
  });

  test('says when a category is empty, and shows the error texts of news and events', async ({ page }) => {
    await serve(page, { success: true, count: 0, data: [] });
    await openInApp(page, '/news');
    await expect(page.getByText('No items found in this category.')).toBeVisible();
    await expect(filters(page).getByRole('button')).toHaveText(['All']);

    await page.unroute('**/api/events*');
    await serve(page, { success: false, error: 'boom' }, 500);
    await openInApp(page, '/news');
    await expect(page.getByRole('alert')).toHaveText('Failed to load news. Please try again later.');
    await openInApp(page, '/events');
    await expect(page.getByRole('alert')).toHaveText('Failed to load events. Please try again later.');

    await page.unroute('**/api/events*');
    await serve(page, { success: true, data: 'not a list' });
    await openInApp(page, '/news');
    await expect(page.getByRole('alert')).toHaveText('Invalid news data received from server');
    await openInApp(page, '/events');
    await expect(page.getByRole('alert')).toHaveText('Invalid event data received from server');
  });

  test('passes axe with cards and filters, and the filters work by keyboard', async ({ page }) => {
    await serve(page, {
      success: true,
      count: 2,
      data: [
        item('k1', { title: 'Keyboard news', tags: ['academic'] }),
        item('k2', { title: 'Keyboard event', type: 'event', tags: ['sports'], startDate: '2025-02-01T04:00:00.000Z', location: 'Hall' }),
      ],
    });
    await openInApp(page, '/news');
    await expect(card(page, 'Keyboard event')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await filters(page).getByRole('button', { name: 'Sports' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('article h2')).toHaveText(['Keyboard event']);
  });
});
