import type { Browser, Page } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';

// Two staff members edit the same news item at once, each in their own browser session. The first
// save wins; the second is refused with the server's 409 text instead of silently overwriting it.

const CONFLICT = 'This item was changed by someone else. Reload to see their changes.';
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');
const row = (page: Page, title: string) =>
  page.getByTestId('news-admin-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A signed-in staff session of its own (own storage), with the item's edit form open. */
async function editInNewSession(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/news');
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await expect(panel(page).getByLabel('Title')).toHaveValue(title);
  return page;
}

test('two sessions edit one news item: the second save gets the 409 message and the first save is kept', async ({ browser, request }) => {
  const title = unique('Uniform notice');
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/events', {
    headers,
    multipart: { title, description: 'Winter uniform from Monday.', type: 'news', tags: '[]' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;

  const first = await editInNewSession(browser, title);
  const second = await editInNewSession(browser, title);

  const renamed = `${title} (first)`;
  await panel(first).getByLabel('Title').fill(renamed);
  await panel(first).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(first.getByText('Item updated successfully!')).toBeVisible();

  // The second editor still has the version from before the first save.
  await panel(second).getByLabel('Description').fill('Summer uniform stays until Friday.');
  await panel(second).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(panel(second).getByRole('alert')).toHaveText(CONFLICT);
  // The form stays open with what they typed, so nothing of theirs is thrown away either.
  await expect(panel(second).getByLabel('Description')).toHaveValue('Summer uniform stays until Friday.');

  // Nothing of the first save is lost, and nothing of the refused one was written.
  const stored = await request.get(`/api/events/${id}`, { headers });
  expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
    title: renamed,
    description: 'Winter uniform from Monday.',
    version: 2,
  });

  // Reloading shows the first editor's change; a save from there goes through.
  await second.reload();
  await row(second, renamed)
    .getByRole('button', { name: `Edit ${renamed}` })
    .click();
  await panel(second).getByLabel('Description').fill('Summer uniform stays until Friday.');
  await panel(second).getByRole('button', { name: 'Update', exact: true }).click();
  await expect(second.getByText('Item updated successfully!')).toBeVisible();
  const after = await request.get(`/api/events/${id}`, { headers });
  expect(((await after.json()) as { data: unknown }).data).toMatchObject({
    title: renamed,
    description: 'Summer uniform stays until Friday.',
    version: 3,
  });
  await first.context().close();
  await second.context().close();
});
