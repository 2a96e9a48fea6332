import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, staffToken, test } from './fixtures';
import { axeOf } from './page-head';

// Small real photos, made here so the upload goes through the server's real image pipeline.
async function photo(name: string, background: string, width = 900, height = 600) {
  const image = sharp({ create: { width, height, channels: 3, background } });
  const png = name.endsWith('.png');
  return { name, mimeType: png ? 'image/png' : 'image/jpeg', buffer: await (png ? image.png() : image.jpeg()).toBuffer() };
}

/** Answers the open confirmation dialog with Delete after checking its text. */
async function confirmDelete(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

// notistack's stock success toast (white on #43a047) is the providers' concern, not this screen's.
// Colours caught mid-transition (a chip turning green) are not what anyone reads: let them settle.
const axeViolations = async (page: Page) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  return (await axeOf(page).exclude('.notistack-SnackbarContainer').analyze()).violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
};

test.describe('photo galleries', () => {
  test('staff create, fill, publish and tidy a gallery that visitors then browse', async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const title = `Sports Day ${testInfo.project.name} ${Date.now()}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page);
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();

    // Create: blank fields get the spec's message, then a real gallery is created unpublished.
    await page.getByRole('button', { name: 'New gallery' }).click();
    const form = page.getByRole('dialog', { name: 'New gallery' });
    await form.getByRole('button', { name: 'Create gallery' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in both title and category fields.');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').fill('sports');
    await form.getByLabel('Description').fill('Races and relays on the school ground.');
    await form.getByRole('button', { name: 'Create gallery' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const published = page.getByRole('switch', { name: 'Published' });
    await expect(published).not.toBeChecked();

    // Upload three photos at once through the dropzone's file input.
    const files = await Promise.all([
      photo('relay.jpg', '#c0392b'),
      photo('long-jump.png', '#27ae60'),
      photo('prizes.jpg', '#2980b9', 600, 900),
    ]);
    await page.getByLabel('Photos to upload').setInputFiles(files);
    const grid = page.getByRole('list', { name: 'Photos in this gallery' });
    await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });

    // Publish.
    await published.click();
    await expect(page.getByText('Gallery published')).toBeVisible();
    await expect(published).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // Details of photo 1: caption and alt text, copy its URL, move it later.
    await grid.getByRole('button', { name: /^Photo 1:/ }).click();
    const details = page.getByRole('dialog', { name: 'Photo 1 of 3' });
    await details.getByLabel('Caption').fill('Relay race final');
    await details.getByLabel('Alt text').fill('Girls running the relay race');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Image details saved')).toBeVisible();
    await details.getByRole('button', { name: 'Copy URL' }).click();
    await expect(page.getByText('URL copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${baseURL}/files/galleries/[A-Za-z0-9]+/[0-9a-f]{20}-800\\.webp$`));
    expect((await page.request.get(copied)).headers()['content-type']).toBe('image/webp');
    await details.getByRole('button', { name: 'Move later' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(grid.getByRole('button', { name: /^Photo 2: Relay race final/ })).toBeVisible();

    // Visitors: the gallery's button, title, description and the photos, then the lightbox.
    const visitor = await context.newPage();
    await visitor.goto('/media');
    await visitor.getByRole('button', { name: title, exact: true }).click();
    await expect(visitor.getByRole('button', { name: title, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(visitor.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(visitor.getByText('Races and relays on the school ground.')).toBeVisible();
    const tiles = visitor.getByRole('region', { name: title }).getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    const relay = visitor.getByRole('img', { name: 'Girls running the relay race' });
    // The first four tiles fill a phone's first screen: they load at once, the rest lazily.
    await expect(relay).toHaveAttribute('loading', 'eager');
    await expect(relay).toHaveAttribute('fetchpriority', 'high');
    await expect(relay).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w, .*-900\.webp 900w$/);
    await expect(relay).toHaveAttribute('sizes', /.+/);
    await expect(relay).toHaveAttribute('width', '800');
    await expect(relay).toHaveAttribute('height', '533');
    const relayTile = visitor.getByRole('button', { name: 'Girls running the relay race, Relay race final: view larger' });
    await relayTile.scrollIntoViewIfNeeded();
    await expect.poll(() => relay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await axeViolations(visitor)).toEqual([]);

    // The caption shows on keyboard focus (and on hover).
    const caption = relayTile.getByText('Relay race final');
    await relayTile.focus();
    await expect(caption).toHaveCSS('opacity', '1');

    // Lightbox by keyboard: Enter opens it on that photo, arrows move, Escape closes and returns focus.
    await visitor.keyboard.press('Enter');
    const lightbox = visitor.getByRole('dialog', { name: 'Photo viewer' });
    await expect(lightbox).toBeVisible();
    const current = lightbox.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', 'Girls running the relay race');
    await expect(lightbox.getByText('Relay race final')).toBeVisible();
    await visitor.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('alt', `${title}, photo 3`);
    await visitor.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(relayTile).toBeFocused();

    // Swipe (a pointer drag) moves to the next photo too.
    await visitor.getByRole('button', { name: `${title}, photo 1: view larger` }).click();
    await expect(current).toHaveAttribute('alt', `${title}, photo 1`);
    const box = await lightbox.locator('.yarl__slide_current').boundingBox();
    if (!box) throw new Error('no slide');
    const y = box.y + box.height / 2;
    await visitor.mouse.move(box.x + box.width * 0.8, y);
    await visitor.mouse.down();
    await visitor.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await visitor.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await visitor.mouse.up();
    await expect(current).toHaveAttribute('alt', 'Girls running the relay race');
    await visitor.close();

    // Back in the admin: delete one photo, then the gallery; both ask first.
    await grid.getByRole('button', { name: /^Photo 3:/ }).click();
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this image? You can restore it from the trash for 30 days.');
    await expect(page.getByText('Image deleted')).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete gallery' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this gallery? You can restore it from the trash for 30 days.');
    await expect(page.getByText('Gallery deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeHidden();
    // In the trash the photo's files stay; deleted for good there, they go (the server's exact
    // status for a missing file is not this test's concern).
    expect((await page.request.get(copied)).status()).toBe(200);
    const headers = { authorization: `Bearer ${await staffToken(page.request)}` };
    const trash = (await (await page.request.get('/api/trash', { headers })).json()) as { data: Array<{ _id: string; title: string }> };
    const trashed = trash.data.find((item) => item.title === title);
    expect((await page.request.delete(`/api/trash/${trashed?._id}`, { headers })).status()).toBe(200);
    expect((await page.request.get(copied)).status()).toBeGreaterThanOrEqual(400);
    const list = (await (await page.request.get('/api/galleries')).json()) as { data: Array<{ title: string }> };
    expect(list.data.some((gallery) => gallery.title === title)).toBe(false);
  });

  test('a refused upload shows the spec text and the reason, and stores nothing', async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto('/admin/media');
    await page.getByRole('button', { name: 'New gallery' }).click();
    const title = `Refused ${testInfo.project.name} ${Date.now()}`;
    // In the dialog: the list's "Search by title" box is labelled with the word too.
    const dialog = page.getByRole('dialog', { name: 'New gallery' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').fill('events');
    await page.getByRole('button', { name: 'Create gallery' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // A text file the browser believes is a JPEG reaches the server, which reads the bytes.
    await page
      .getByLabel('Photos to upload')
      .setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') }]);
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to upload files. Please try again.' });
    await expect(failure).toContainText('notes.jpg: The file is not an image');
    await expect(page.getByText('No photos yet. Upload some above.')).toBeVisible();

    // A file that does not even claim to be an image is refused before any upload.
    await page.getByLabel('Photos to upload').setInputFiles([{ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(page.getByRole('alert').filter({ hasText: 'list.txt' })).toContainText('list.txt: only image files can be uploaded.');

    await page.getByRole('button', { name: 'Delete gallery' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this gallery? You can restore it from the trash for 30 days.');
    await expect(page.getByText('Gallery deleted')).toBeVisible();
  });
});
