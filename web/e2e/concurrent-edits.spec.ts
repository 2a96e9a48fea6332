import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { findNewsRow } from './admin-news-list';
import { expect, signIn, staffToken, storeSession, test } from './fixtures';
import { runCli, startServer } from './server-process';

// Two staff members edit the same news item (or the school's settings) at once, each in their own
// browser session. The first save wins; the second is refused with the server's 409 text instead of
// silently overwriting it.

const CONFLICT = 'This item was changed by someone else. Reload to see their changes.';
const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');

/** A signed-in staff session of its own (own storage), with the item's edit form open. */
async function editInNewSession(browser: Browser, title: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/admin/news');
  const row = await findNewsRow(page, title);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
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
  const row = await findNewsRow(second, renamed);
  await row.getByRole('button', { name: `Edit ${renamed}` }).click();
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

// The settings are one per site and other specs read the shared server's (footer, contact page), so
// the settings test gets a site of its own, as admin-settings.spec.ts does.
const STAFF = { email: 'concurrent@school.example', password: 'concurrent e2e password', name: 'Mrs Brar' };
const ownSiteTest = test.extend<{ site: string }>({
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-concurrent-'));
      const args = ['create', '--email', STAFF.email, '--password', STAFF.password, '--name', STAFF.name, '--role', 'admin'];
      await runCli('admin-cli.ts', args, dataDir);
      const server = await startServer(dataDir);
      await use(server.url);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 90_000 },
  ],
});

const box = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const saveSettings = (page: Page) => page.getByRole('button', { name: 'Save settings' }).click();
const settingsSaved = (page: Page) => page.getByText('Settings saved. Visitors see them on the next page they open');

async function tokenFor(request: APIRequestContext, site: string): Promise<string> {
  const response = await request.post(`${site}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  return ((await response.json()) as { token: string }).token;
}

/** A signed-in session of its own on `site`, with the settings screen open. */
async function settingsInNewSession(browser: Browser, site: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await tokenFor(page.request, site);
  await storeSession(page, site, token, { name: STAFF.name, role: 'admin', email: STAFF.email });
  await page.goto(`${site}/admin/settings`);
  await expect(box(page, 'Office hours')).toBeVisible();
  return page;
}

ownSiteTest(
  'two sessions edit the settings: the second save gets the 409 message and the first save is kept',
  async ({ browser, site }) => {
    const first = await settingsInNewSession(browser, site);
    const second = await settingsInNewSession(browser, site);

    await box(first, 'Office hours').fill('Mon-Sat, 8am-1pm');
    // A new site's office address is the installer's, which the form asks to replace.
    await box(first, 'Office e-mail').fill('office@school.example');
    await saveSettings(first);
    await expect(settingsSaved(first)).toBeVisible();

    // The second session still has the settings as they were before the first save.
    await box(second, 'Admissions hours').fill('Mon-Fri, 9am-3pm');
    await box(second, 'Office e-mail').fill('admissions@school.example');
    await saveSettings(second);
    await expect(second.getByText(`Nothing was saved: ${CONFLICT}`)).toBeVisible();
    // What they typed stays on the screen.
    await expect(box(second, 'Admissions hours')).toHaveValue('Mon-Fri, 9am-3pm');

    const token = await tokenFor(first.request, site);
    const stored = async () => {
      const response = await first.request.get(`${site}/api/settings/admin`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: unknown }).data;
    };
    expect(await stored()).toMatchObject({
      officeHours: 'Mon-Sat, 8am-1pm',
      admissionsHours: 'Mon-Fri, 8am-4pm',
      officeEmail: 'office@school.example',
      version: 2,
    });

    // Reloaded, the second session shows the first one's change, and its save goes through.
    await second.reload();
    await expect(box(second, 'Office hours')).toHaveValue('Mon-Sat, 8am-1pm');
    await box(second, 'Admissions hours').fill('Mon-Fri, 9am-3pm');
    await saveSettings(second);
    await expect(settingsSaved(second)).toBeVisible();
    expect(await stored()).toMatchObject({ officeHours: 'Mon-Sat, 8am-1pm', admissionsHours: 'Mon-Fri, 9am-3pm', version: 3 });
    await first.context().close();
    await second.context().close();
  },
);
