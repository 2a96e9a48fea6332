import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { findNewsRow, newsRow } from './admin-news-list';
import { expect, signIn, staffToken, test } from './fixtures';
import { axeOf } from './page-head';

// The admin News & Events screen, driven like staff drive it. The e2e server is shared by every
// spec running in parallel: each test makes items with unique titles and never assumes it is alone.

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
// The form panel (the list is also headed Edit Item while editing, so find the panel by its heading's id).
const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

/**
 * Holds write requests until the returned function is called, so the saving labels and spinners
 * are seen however busy the machine is (a fixed 600 ms could pass before the first look).
 */
async function holdWrites(page: Page, method: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events**', async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  });
  return release;
}

async function pickTags(page: Page, labels: string[]) {
  await panel(page).getByRole('combobox', { name: 'Tags' }).click();
  for (const label of labels) await page.getByRole('option', { name: label }).click();
  await page.keyboard.press('Escape');
}

test.describe('admin News & Events', () => {
  test('creates, edits and deletes a news item with toasts, confirmation and saving labels', async ({ page }) => {
    const title = unique('Science fair winners');
    await signIn(page);
    await page.goto('/admin/news');
    await expect(page.getByRole('heading', { name: 'News & Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'News', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Manage your school news')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All News' })).toBeVisible();

    await page.getByRole('button', { name: 'Add News' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Create New News' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(panel(page).getByText('Title is required')).toBeVisible();
    await expect(panel(page).getByText('Description is required')).toBeVisible();

    await panel(page).getByLabel('Title').fill(title);
    await panel(page).getByLabel('Description').fill('Class VII won three prizes at the district science fair. '.repeat(6));
    await pickTags(page, ['Academic', 'Achievement']);
    await page.getByTestId('news-image-input').setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: await photo() });
    await expect(panel(page).getByRole('img', { name: "Preview of the item's image" })).toBeVisible();
    const releaseCreate = await holdWrites(page, 'POST');
    await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(panel(page).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    releaseCreate();
    await expect(page.getByText('Item created successfully!')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    // Kept in the box through the edit: the renamed title still holds every word of it.
    const created = await findNewsRow(page, title);
    await expect(created.getByRole('img', { name: title })).toHaveAttribute('src', /\/files\/events\/.+\.webp$/);
    await expect(created.getByText('Academic', { exact: true })).toBeVisible();
    await expect(created.getByText('Achievement', { exact: true })).toBeVisible();

    // Edit: the form is prefilled (with the image as preview); rename and drop the image.
    await created.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(panel(page).getByRole('heading', { name: 'Edit Item' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Item' })).toHaveCount(2);
    await expect(panel(page).getByLabel('Title')).toHaveValue(title);
    await expect(panel(page).getByRole('img', { name: "Preview of the item's image" })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Remove Image' }).click();
    await expect(panel(page).getByRole('img')).toHaveCount(0);
    const renamed = `${title} (updated)`;
    await panel(page).getByLabel('Title').fill(renamed);
    const releaseUpdate = await holdWrites(page, 'PUT');
    await panel(page).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(panel(page).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    releaseUpdate();
    await expect(page.getByText('Item updated successfully!')).toBeVisible();
    await expect(newsRow(page, renamed)).toBeVisible();
    await expect(newsRow(page, renamed).getByRole('img')).toHaveCount(0);
    await expect(newsRow(page, title)).toHaveCount(0);

    // Delete asks first; Cancel keeps the item.
    await newsRow(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this item?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(newsRow(page, renamed)).toBeVisible();
    const releaseDelete = await holdWrites(page, 'DELETE');
    await newsRow(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(newsRow(page, renamed).getByRole('progressbar', { name: 'Deleting' })).toBeVisible();
    releaseDelete();
    await expect(page.getByText('Item deleted successfully!')).toBeVisible();
    await expect(newsRow(page, renamed)).toHaveCount(0);
  });

  test('creates an event in school time and edits it from the Events tab', async ({ page }) => {
    const title = unique('Annual sports day');
    await signIn(page);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Events', exact: true }).click();
    await expect(page.getByText('Manage your school events')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Events' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Create New Event' })).toBeVisible();
    await panel(page).getByLabel('Title').fill(title);
    await panel(page).getByLabel('Description').fill('Races, relays and the march-past.');
    await pickTags(page, ['Sports']);
    await panel(page).getByLabel('Start date and time').fill('2025-01-05T09:00');
    await panel(page).getByLabel('End date and time').fill('2025-01-04T09:00');
    await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(panel(page).getByText('End date cannot be before the start date')).toBeVisible();
    await panel(page).getByLabel('End date and time').fill('2025-01-07T13:00');
    await panel(page).getByLabel('Location').fill('School ground');
    await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Item created successfully!')).toBeVisible();
    await findNewsRow(page, title);

    // Stored as the instant 09:00 in Faridkot is: 03:30 UTC.
    const list = await page.request.get('/api/events?type=event', {
      headers: { authorization: `Bearer ${await staffToken(page.request)}` },
    });
    const stored = (
      (await list.json()) as { data: Array<{ title: string; startDate: string; endDate: string; location: string }> }
    ).data.find((i) => i.title === title);
    expect(stored).toMatchObject({ startDate: '2025-01-05T03:30:00.000Z', endDate: '2025-01-07T07:30:00.000Z', location: 'School ground' });

    await newsRow(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(panel(page).getByLabel('Start date and time')).toHaveValue('2025-01-05T09:00');
    await panel(page).getByLabel('Location').fill('Main ground');
    await panel(page).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Item updated successfully!')).toBeVisible();

    await page.goto('/events');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByTestId('event-badge')).toHaveText('Event');
    await expect(card).toContainText('January 5, 2025 – January 7, 2025');
    await expect(card).toContainText('Main ground');
  });

  test('passes axe with the form open, and the tag menu pages by five with the keyboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Add News' }).click();
    await expect(panel(page).getByLabel('Title')).toBeFocused();
    const { violations } = await axeOf(page).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await panel(page).getByRole('combobox', { name: 'Tags' }).focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Academic' })).toBeFocused();
    const paper = await listbox.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') as HTMLElement));
    expect([paper.maxHeight, paper.minWidth]).toEqual(['300px', '140px']);
    await page.keyboard.press('PageDown');
    await expect(listbox.getByRole('option', { name: 'Event' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('PageUp');
    await expect(listbox.getByRole('option', { name: 'Academic' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page).getByRole('combobox', { name: 'Tags' })).toContainText('Event');
  });
});
