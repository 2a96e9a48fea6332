import type { APIRequestContext, Page } from '@playwright/test';
import { fetchFrom, sitemapLocs } from '../../functions/src/testing/sitemap-locs';
import { expect, storeSession, test } from './fixtures';
import { startOwnSite, type RunningServer } from './server-process';

// Scheduled publishing, end to end: staff schedule a news item two minutes ahead in the back
// office; it is not in /news's server HTML; the server's clock is moved past the publish time and,
// with nobody acting, it is. The server is one of this spec's own (its own DATA_DIR), started with
// TEST_CLOCK_CONTROL=1 so the test can move its clock (functions/src/entry/embedded/test-clock.ts): other
// specs on the shared server must not meet a clock that jumps. Each project (desktop, phone) runs
// in its own worker with its own server, and titles are unique per project anyway.

const STAFF = { email: 'schedule@school.example', password: 'scheduled e2e password', name: 'Mr Brar' };
const IST_OFFSET_MS = 330 * 60_000;

let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A new server in this worker: a CLI run and a start, slow on a busy 2-core machine.
  test.setTimeout(180_000);
  server = await startOwnSite('schedule', STAFF, { TEST_CLOCK_CONTROL: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Moves the server's clock ahead by `ms` (0: just read it); returns the server's time now. */
async function moveClock(request: APIRequestContext, ms: number): Promise<number> {
  const response = await request.post(`${server.url}/__test__/clock`, { data: { advanceMs: ms } });
  expect(response.status()).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** What a datetime-local input holds for an instant, in India time: "2026-11-25T09:02". */
const indiaInput = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);

/** /news as the server sends it, before any script runs. */
async function newsHtml(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${server.url}/news`);
  expect(response.status()).toBe(200);
  return response.text();
}

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`${server.url}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  const { token } = (await response.json()) as { token: string };
  await storeSession(page, server.url, token, { name: STAFF.name, role: 'admin', email: STAFF.email });
}

test('a news item scheduled two minutes ahead is absent from /news until then, and appears when the clock passes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Winter uniform from Monday (${testInfo.project.name})`;
  const now = await moveClock(page.request, 0);
  // Two minutes ahead, to the minute a datetime-local input holds.
  const publishAt = indiaInput(now + 2 * 60_000);

  await signIn(page);
  await page.goto(`${server.url}/admin/news`);
  await page.getByRole('button', { name: 'Add News' }).click();
  const panel = page.locator('section[aria-labelledby="news-form-heading"]');
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('Description').fill('Blazers and ties from 1 December. The school shop is open on Saturday.');
  await expect(panel.getByText('India time. Leave empty to publish as soon as you save')).toBeVisible();
  await panel.getByLabel('Publish at').fill(publishAt);
  await panel.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Item created successfully!')).toBeVisible();
  // Staff see it in the list, marked with its publish time in India time.
  const row = page.getByTestId('news-admin-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(row.getByTestId('scheduled-badge')).toContainText('Scheduled for');
  await expect(row.getByTestId('scheduled-badge')).toContainText('(India time)');

  // Visitors do not: not in the server's HTML of /news (twice: the second answer comes from memory).
  expect(await newsHtml(page.request)).not.toContain(title);
  expect(await newsHtml(page.request)).not.toContain(title);
  const rss = await (await page.request.get(`${server.url}/api/news.rss`)).text();
  expect(rss).not.toContain(title);

  // Three minutes later, with nobody acting: the item is on /news, in the HTML and in the browser.
  await moveClock(page.request, 3 * 60_000);
  expect(await newsHtml(page.request)).toContain(title);
  expect(await (await page.request.get(`${server.url}/api/news.rss`)).text()).toContain(title);
  // Its slug is the title's: winter-uniform-from-monday-desktop.
  expect((await sitemapLocs(fetchFrom(server.url))).join('\n')).toMatch(/\/news\/winter-uniform-from-monday/);
  const visitor = await page.context().browser()!.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${server.url}/news`);
  await expect(visitorPage.getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();
  // The admin list no longer calls it scheduled once its time has come (by the device's clock, which
  // the test cannot move: the badge is checked against the server's view instead).
  const item = (
    (await (await page.request.get(`${server.url}/api/events?type=news`)).json()) as { data: { title: string; publishAt: string }[] }
  ).data.find((one) => one.title === title);
  expect(item?.publishAt).toBe(new Date(Date.parse(`${publishAt}:00+05:30`)).toISOString());
});
