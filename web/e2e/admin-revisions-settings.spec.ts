import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, storeSession, test } from './fixtures';
import { runCli, startServer } from './server-process';

// Revisions of the settings' school facts and of a page's texts: staff change a fact (or publish a
// page's text) twice, open the list of earlier versions, restore the first of their versions, and
// visitors read it in the server's HTML. Both are one per site, so each test gets a new site of its
// own (as admin-settings.spec.ts does): the shared server's footer and home page stay as other specs
// expect them, and the desktop and phone runs do not restore each other's versions.

const STAFF = { email: 'revisions@school.example', password: 'revisions e2e password', name: 'Mr Gill' };

const ownSiteTest = test.extend<{ site: string }>({
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-revisions-'));
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

async function signInTo(page: Page, site: string): Promise<void> {
  const response = await page.request.post(`${site}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  const { token } = (await response.json()) as { token: string };
  await storeSession(page, site, token, { name: STAFF.name, role: 'admin', email: STAFF.email });
}

const box = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const versionsIn = (dialog: Locator) => dialog.getByRole('list', { name: 'Earlier versions, newest first' }).getByRole('listitem');

/** Opens a button's dialog and restores a version with the keyboard alone. */
async function restoreWithKeyboard(page: Page, version: Locator): Promise<void> {
  await version.getByRole('button', { name: 'Restore this version' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm.getByRole('button', { name: 'Restore', exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Restore', exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** Nothing pushes the page sideways (a 390 px phone included). */
async function fitsTheScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

ownSiteTest('a school fact changed twice is restored to its first version, and visitors read it', async ({ page, site }) => {
  test.setTimeout(90_000);
  const [first, second] = ['+91 98765 11111', '+91 98765 22222'];
  await signInTo(page, site);
  await page.goto(`${site}/admin/settings`);
  await expect(box(page, 'Office phone')).toBeVisible();
  // A new install's office e-mail is no mailbox: the first save gives the office's.
  await box(page, 'Office e-mail').fill('office@school.example');
  for (const phone of [first, second]) {
    await box(page, 'Office phone').fill(phone);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. Visitors see them on the next page they open')).toBeVisible();
  }

  // The button is reached from the keyboard; the list names who saved and what changed.
  await page.getByRole('button', { name: 'Revisions' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const versions = versionsIn(dialog);
  // The installer's values (replaced by the first save) and the first version (replaced by the second).
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(`${STAFF.name} edited on`);
  await expect(versions.nth(0)).toContainText('Changed: Office phone');
  await versions.nth(0).getByRole('button', { name: 'Show changes' }).click();
  await expect(versions.nth(0).getByText(first, { exact: true })).toBeVisible();
  await expect(versions.nth(0).getByText(second, { exact: true })).toBeVisible();
  await fitsTheScreen(page);

  await restoreWithKeyboard(page, versions.nth(0));
  await expect(page.getByText('Version restored. Visitors see it on the next page they open')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The form shows the restored values, and saves from them.
  await expect(box(page, 'Office phone')).toHaveValue(first);

  // Visitors: the contact page's card in the server's HTML.
  const contact = await (await page.request.get(`${site}/contact`)).text();
  expect(contact).toContain('<a href="tel:+919876511111">+91 98765 11111</a>');
  expect(contact).not.toContain(second);

  // The restore is kept as a revision too.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Changed: Office phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

ownSiteTest('a page text published twice is restored to its first version; a draft is restored as the draft', async ({ page, site }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`;
  const line = (what: string) => `Learning with joy, ${what} ${stamp}.`;
  const [first, second, draft1, draft2] = [line('first'), line('second'), line('draft one'), line('draft two')];
  await signInTo(page, site);
  await page.goto(`${site}/admin/pages/home`);
  const tagline = box(page, 'Tagline');
  await expect(tagline).toBeVisible();
  for (const text of [first, second]) {
    await tagline.fill(text);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: visitors see it now')).toBeVisible();
  }
  expect(await (await page.request.get(`${site}/`)).text()).toContain(second);

  await page.getByRole('button', { name: 'Versions visitors saw' }).focus();
  await page.keyboard.press('Enter');
  const published = page.getByRole('dialog', { name: 'Versions visitors saw' });
  const versions = versionsIn(published);
  // The installed texts (replaced by the first publish) and the first version.
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(`${STAFF.name} published on`);
  await expect(versions.nth(0)).toContainText('Changed: Hero');
  await fitsTheScreen(page);
  await restoreWithKeyboard(page, versions.nth(0));
  await expect(page.getByText('Version restored and published: visitors see it now')).toBeVisible();
  await expect(published).toBeHidden();
  await expect(tagline).toHaveValue(first);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // Visitors read the first version in the server's HTML.
  const home = await (await page.request.get(`${site}/`)).text();
  expect(home).toContain(first);
  expect(home).not.toContain(second);

  // Drafts: two saves keep the first draft; restoring it makes it the draft again, unseen by visitors.
  for (const text of [draft1, draft2]) {
    await tagline.fill(text);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved. Visitors do not see it until you publish it.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Draft versions' }).click();
  const drafts = versionsIn(page.getByRole('dialog', { name: 'Draft versions' }));
  await expect(drafts).toHaveCount(1);
  await expect(drafts.nth(0)).toContainText(`${STAFF.name} saved the draft on`);
  await restoreWithKeyboard(page, drafts.nth(0));
  await expect(page.getByText('Version restored as the draft. Visitors do not see it until you publish it.')).toBeVisible();
  await expect(tagline).toHaveValue(draft1);
  await expect(page.getByText('Draft not yet published')).toBeVisible();
  const unchanged = await (await page.request.get(`${site}/`)).text();
  expect(unchanged).toContain(first);
  expect(unchanged).not.toContain(draft1);
});
