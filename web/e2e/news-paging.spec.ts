import type { APIRequestContext, Page } from '@playwright/test';
import { expect, staffToken, test } from './fixtures';
import { waitForHydration } from './public-routes';

// Years of news, a page at a time (issue 34): /news shows the newest twelve and links the older ones,
// each year has its archive page and each tag its filter, all of them links with addresses of their
// own. On the shared server, whose newest items other specs make at the same time, so the pages
// checked item by item are those of a year of their own: fourteen items published then, through
// the API as staff write them. On the phone, the visitors' size: the pager, the archive and the tag
// filters are links whose behaviour the width does not change (the header's at both sizes is
// public-layout.spec.ts).

const ITEMS = 14;

/** A year nobody else writes to: one per project and attempt (a run of both projects at once shares the server). */
const yearOf = (project: string, retry: number) => 2003 + (project === 'phone' ? 1 : 0) + 2 * retry;

const titleOf = (year: number, n: number) => `Archive ${year} notice ${n}`;

/** Item n (1 oldest) is published on the nth of February; odd ones are sports news, even ones academic. */
async function createYear(request: APIRequestContext, year: number) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  for (let n = 1; n <= ITEMS; n++) {
    const response = await request.post('/api/events', {
      headers,
      multipart: {
        title: titleOf(year, n),
        description: `Notice ${n} of ${year}.`,
        type: 'news',
        tags: JSON.stringify([n % 2 ? 'sports' : 'academic']),
        publishAt: `${year}-02-${String(n).padStart(2, '0')}T10:00`,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const cardTitles = (page: Page) => page.locator('main article h2');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter by tag' });
const archive = (page: Page) => page.getByRole('navigation', { name: 'Archive' });

/** Set in the page once it is live: still there after a move, the move did not load a new document. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('pages through /news with Older and Newest, opens a year of the archive, and narrows it by a tag', async ({ page, request }, info) => {
  const year = yearOf(info.project.name, info.retry);
  await createYear(request, year);

  // The newest page of everything, then the next one: other specs' items, so only the links are checked.
  await page.goto('/news');
  await waitForHydration(page);
  await markDocument(page);
  await expect(cardTitles(page)).toHaveCount(12);
  const newest = await cardTitles(page).first().textContent();
  await expect(pages(page).getByRole('link', { name: 'Newest' })).toHaveCount(0);
  await pages(page).getByRole('link', { name: 'Older news' }).click();
  await expect(page).toHaveURL(/\/news\?after=[\w.~-]+$/);
  await expect(pages(page).getByRole('link', { name: 'Newest' })).toBeVisible();
  await expect(cardTitles(page).first()).not.toHaveText(newest ?? '');
  await pages(page).getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/\/news$/);
  // Back on the first page: the item that was newest is on it, though another spec may have posted since.
  await expect(cardTitles(page).filter({ hasText: newest ?? '' })).toHaveCount(1);

  // The year's archive: its newest twelve, newest first, then the two before them.
  await archive(page)
    .getByRole('link', { name: String(year), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/news\\?year=${year}$`));
  await expect(page).toHaveTitle(new RegExp(`^News & Events: ${year} · `));
  await expect(archive(page).getByRole('link', { name: String(year), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cardTitles(page)).toHaveText(Array.from({ length: 12 }, (_, i) => titleOf(year, ITEMS - i)));
  await pages(page).getByRole('link', { name: 'Older news' }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?year=${year}&after=[\\w.~-]+$`));
  await expect(cardTitles(page)).toHaveText([titleOf(year, 2), titleOf(year, 1)]);
  await expect(pages(page).getByRole('link', { name: 'Older news' })).toHaveCount(0);
  // Its own address is its canonical one, whatever the page before it.
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news\\?year=${year}&after=`));
  await pages(page).getByRole('link', { name: 'Newest' }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?year=${year}$`));

  // A tag within the year: its seven sports items on one page, the filter marked.
  await filters(page).getByRole('link', { name: 'Sports' }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?tag=sports&year=${year}$`));
  await expect(filters(page).getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
  await expect(cardTitles(page)).toHaveText([13, 11, 9, 7, 5, 3, 1].map((n) => titleOf(year, n)));
  await expect(pages(page)).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^News & Events: Sports, ${year} · `));
  // Every move stayed within the app: the page was never loaded again.
  expect(await sameDocument(page)).toBe(true);
  // Nothing wider than the screen (390 px phones included).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The same address as the server sends it, before any script: the same seven items.
  const html = (await (await request.get(`/news?tag=sports&year=${year}`)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  for (const n of [13, 1]) expect(html).toContain(titleOf(year, n));
  expect(html).not.toContain(titleOf(year, 2));
});
