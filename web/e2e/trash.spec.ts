import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures';

// The trash (issue 24's Done-when): delete a gallery, undo from the toast, delete again, restore
// from /admin/trash with its photos in their order. Desktop and phone each use their own gallery.

const TRASH_NOTE = 'You can restore it from the trash for 30 days.';
const CAPTIONS = ['Lighting the lamp', 'Class 3 dance', 'Prize giving'];

/** A published gallery with three captioned photos, made through the API (the Media screen's own test makes them by hand). */
async function galleryWithPhotos(page: Page, token: string, title: string): Promise<{ _id: string; slug: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/galleries', { headers, data: { title, category: 'events' } });
  const gallery = ((await created.json()) as { data: { _id: string; slug: string } }).data;
  await page.request.put(`/api/galleries/${gallery._id}`, { headers, data: { isPublished: true } });
  for (const [index, caption] of CAPTIONS.entries()) {
    const buffer = await sharp({
      create: { width: 400 + index, height: 300, channels: 3, background: ['#c0392b', '#27ae60', '#2980b9'][index] ?? '#000' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await page.request.post(`/api/galleries/${gallery._id}/images`, {
      headers,
      multipart: { images: { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    const images = ((await uploaded.json()) as { data: { images: Array<{ _id: string }> } }).data.images;
    await page.request.put(`/api/galleries/${gallery._id}/images/${images.at(-1)?._id}`, { headers, data: { caption } });
  }
  return gallery;
}

/** The open gallery's photos as the admin grid names them, in order. */
const photoNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos in this gallery' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
const expectedNames = CAPTIONS.map((caption, i) => `Photo ${i + 1}: ${caption}, open details`);

async function openGallery(page: Page, title: string): Promise<void> {
  await page.goto('/admin/media');
  await page
    .getByRole('list', { name: 'Galleries' })
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

async function deleteOpenGallery(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete gallery' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete this gallery? ${TRASH_NOTE}`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test('a deleted gallery comes back from the toast, and again from the trash, with its photos in order', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Annual Day ${testInfo.project.name} ${Date.now()}`;
  const token = await signIn(page);
  const gallery = await galleryWithPhotos(page, token, title);

  // Delete, then Undo from the toast.
  await openGallery(page, title);
  await expect.poll(() => photoNames(page)).toEqual(expectedNames);
  await deleteOpenGallery(page);
  const toast = page.locator('.notistack-SnackbarContainer').getByText('Gallery deleted').locator('..').locator('..');
  await expect(page.getByRole('heading', { name: title })).toBeHidden();
  expect((await page.request.get(`/api/galleries/slug/${gallery.slug}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(toast).toBeHidden();
  await openGallery(page, title);
  await expect.poll(() => photoNames(page)).toEqual(expectedNames);
  expect((await page.request.get(`/api/galleries/slug/${gallery.slug}`)).status()).toBe(200);

  // Delete again; this time restore it from the trash.
  await deleteOpenGallery(page);
  await expect(page.getByText('Gallery deleted')).toBeVisible();
  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const row = page.getByTestId('trash-row').filter({ hasText: title });
  await expect(row).toContainText('Gallery');
  await expect(row).toContainText('30 days left');
  await expect(row).toContainText('Deleted by');
  await row.getByRole('button', { name: `Restore Gallery: ${title}` }).click();
  await expect(page.getByText(`Gallery “${title}” restored`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await openGallery(page, title);
  await expect.poll(() => photoNames(page)).toEqual(expectedNames);
  // Visitors see it again at its old address, photos in the same order.
  const visitor = await page.context().newPage();
  await visitor.goto(`/media/${gallery.slug}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.close();
});
