import type { Page } from '@playwright/test';
import { findNewsRow } from './admin-news-list';
import { expect, signIn, test } from './fixtures';

// Revisions in the news screen: a news item edited twice keeps both earlier versions; staff see who
// edited and what changed, restore the first version, the form shows it, and so does the public page.
// Desktop and phone both run: each run makes its own item (titles unique per run). A content page's
// revisions in its editor are a component test (content-admin-page.test.tsx).

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');

async function save(page: Page, changes: { title?: string; description?: string }) {
  if (changes.title !== undefined) await panel(page).getByLabel('Title').fill(changes.title);
  if (changes.description !== undefined) await panel(page).getByLabel('Description').fill(changes.description);
  await panel(page).getByRole('button', { name: 'Update', exact: true }).click();
  // The form closes when this save has succeeded (the toast may still be the last save's).
  await expect(panel(page)).toBeHidden();
  await expect(page.getByText('Item updated successfully!').first()).toBeVisible();
}

async function openEdit(page: Page, title: string) {
  const row = await findNewsRow(page, title);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(panel(page).getByLabel('Title')).toHaveValue(title);
}

test('edit a news item twice and restore the first version', async ({ page, request }) => {
  const token = await signIn(page);
  const first = unique('Sports day');
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title: first, description: 'Races start at 9 am.', type: 'news', tags: '["sports"]' },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  await page.goto('/admin/news');
  await openEdit(page, first);
  await save(page, { title: `${first} (moved)` });
  await openEdit(page, `${first} (moved)`);
  await save(page, { description: 'Races start at 10 am.' });
  await openEdit(page, `${first} (moved)`);

  await page.getByRole('button', { name: 'Revisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisions' });
  const versions = dialog.getByRole('list', { name: 'Earlier versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Changed: Description');
  await expect(versions.nth(1)).toContainText(`Version before that edit: “${first}”`);
  await expect(versions.nth(1)).toContainText('Changed: Title');

  // What the first edit changed: the old title beside the new one.
  await versions.nth(1).getByRole('button', { name: 'Show changes' }).click();
  await expect(versions.nth(1).getByText(`${first} (moved)`, { exact: true })).toBeVisible();
  await expect(versions.nth(1).getByText(first, { exact: true })).toBeVisible();

  // Keyboard: the restore button is reached and pressed without a mouse.
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm).toContainText(first);
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Version restored')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form shows the restored values.
  await expect(panel(page).getByLabel('Title')).toHaveValue(first);
  await expect(panel(page).getByLabel('Description')).toHaveValue('Races start at 9 am.');

  // The restore is a revision too: three earlier versions now.
  await page.getByRole('button', { name: 'Revisions' }).click();
  await expect(versions).toHaveCount(3);
  await page.keyboard.press('Escape');

  // Visitors see the first version on the item's public page.
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText('Races start at 9 am.')).toBeVisible();
});
