import { expect, test as base } from './fixtures';
import { expectNoAxeViolations, expectShareImage, jsonLd, meta, pageErrors } from './page-head';
import { waitForHydration } from './public-routes';

// One gallery's page (/media/{slug}) on the seeded demo site (its own server, so the galleries
// other specs make cannot push the demo ones out of the picker): reached from /media, with its
// photos, lightbox, head tags and ImageGallery data.
const test = base.extend({ baseURL: async ({ seededSite }, use) => use(seededSite.url) });

test.describe("a gallery's page", () => {
  test('is linked from /media and shows the photos, the lightbox and its head tags', async ({ page }) => {
    const title = 'Inter-House Sports Meet';
    await page.goto('/media');
    // Two taps in a row: the second must see what the first chose, so React is live first
    // (public-routes.ts says why interactive tests wait for it).
    await waitForHydration(page);
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.getByRole('link', { name: "Open this gallery's page" }).click();
    await expect(page).toHaveURL(/\/media\/[a-z0-9-]+$/);
    const errors = pageErrors(page);
    // Loaded afresh, as a shared link opens it: the server's render, then hydration.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const photos = page.getByRole('region', { name: title }).getByRole('img');
    await expect(photos.first()).toBeVisible();
    const count = await photos.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (const img of await photos.all()) await expect(img).toHaveAttribute('alt', /.+/);

    await expect(page).toHaveTitle(`${title} · Convent School Faridkot`);
    await expect(meta(page, 'description')).toHaveAttribute('content', /Races, relays/);
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website');
    expect(await expectShareImage(page)).not.toContain('share-default');
    const data = await jsonLd(page);
    expect(data).toMatchObject({ '@type': 'ImageGallery', name: title });
    expect(data.image).toHaveLength(count);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);

    // Keyboard: a photo opens the lightbox, Escape closes it and focus returns to that photo.
    const first = page.getByRole('button', { name: /view larger$/ }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toHaveCount(0);
    await expect(first).toBeFocused();

    await page.getByRole('link', { name: 'All galleries' }).click();
    await expect(page).toHaveURL(/\/media$/);
  });

  test("a seeded news item's page is reached from /news and has its own image", async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: 'Class X board results', exact: true }).click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Class X board results' })).toBeVisible();
    expect(await expectShareImage(page)).not.toContain('share-default');
    expect((await jsonLd(page))['@type']).toBe('NewsArticle');
  });
});
