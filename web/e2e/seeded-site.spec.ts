import { waitForHydration } from './public-routes';
import type { Locator } from '@playwright/test';
import { expect, test as base } from './fixtures';

// A newcomer's first look: `npm run seed` on a new data folder, then `npm start`. Its own server
// (not the shared one) so the other specs' content cannot mix in with the demo content. Made once
// per run by global-setup (start-sites.ts); waiting for it has its own timeout, not the first test's.
const test = base.extend({ baseURL: async ({ seededSite }, use) => use(seededSite.url) });

/** True once the browser has really downloaded and decoded the image. */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

test.describe('a seeded site', () => {
  test('the seed prints demo credentials that sign in', async ({ page, seededSite }) => {
    const match = /Sign in at \/admin\/login as (\S+) with the password (\S+)/.exec(seededSite.seedOutput);
    expect(match, seededSite.seedOutput).not.toBeNull();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(match?.[1] ?? '');
    await page.getByLabel('Password').fill(match?.[2] ?? '');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('home page renders its heading and navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // The home page is drawn without photos; any image that appears later must load.
    for (const img of await page.locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(img)).toBe(true);
    }
  });

  test("/academics shows the curriculum partner's logo the seed uploaded, in the server's HTML", async ({ page, request }) => {
    const html = await (await request.get('/academics')).text();
    expect(html).toMatch(/<img[^>]+alt="BrightPath Digital Learning logo"/);
    await page.goto('/academics');
    const logo = page.getByRole('img', { name: 'BrightPath Digital Learning logo' });
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(logo)).toBe(true);
  });

  test('/media shows the three demo galleries with photos that load', async ({ page }) => {
    await page.goto('/media');
    for (const title of ['Annual Day 2025', 'Inter-House Sports Meet', 'Science Exhibition']) {
      await page.getByRole('button', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const photos = page.getByRole('region', { name: title }).getByRole('img');
      await expect(photos.first()).toBeVisible();
      expect(await photos.count()).toBeGreaterThanOrEqual(3);
      for (const img of await photos.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => loaded(img)).toBe(true);
        await expect(img).toHaveAttribute('alt', /.+/);
      }
    }
  });

  test("/media arrives with its galleries in the server's HTML: photos load before the app's code, and no call on load", async ({
    page,
  }) => {
    // A slow phone network: the app's code is held back until a first photo has loaded, or for ten
    // seconds if none does. The photos are in the HTML the server rendered, so they need no script.
    let codeArrived = Infinity;
    let galleryCalls = 0;
    let photoLoaded: () => void = () => undefined;
    const firstPhoto = new Promise<void>((resolve) => (photoLoaded = resolve));
    let firstPhotoAt = Infinity;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/galleries') galleryCalls++;
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.endsWith('.webp')) {
        firstPhotoAt = Math.min(firstPhotoAt, Date.now());
        photoLoaded();
      }
    });
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await Promise.race([firstPhoto, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      codeArrived = Date.now();
      await route.continue();
    });
    const response = await page.goto('/media');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Annual Day 2025');
    expect(html).toMatch(/<img[^>]+\.webp/);
    const photos = page.getByRole('navigation', { name: 'Galleries' }).locator('xpath=following-sibling::section[1]').getByRole('img');
    await expect(photos.first()).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => loaded(photos.first())).toBe(true);
    // The chunk's name is web/chunk-groups.ts's APP_CHUNK; were it renamed, this test would prove nothing.
    await expect.poll(() => codeArrived, { timeout: 15_000 }).toBeLessThan(Infinity);
    expect(firstPhotoAt).toBeLessThanOrEqual(codeArrived);
    await waitForHydration(page);
    // The page took over the server's answer: no second call on load.
    expect(galleryCalls).toBe(0);
  });

  test('/news lists the demo news and events, with images that load', async ({ page }) => {
    await page.goto('/news');
    const cards = page.locator('article');
    await expect(cards.first()).toBeVisible();
    // The twelve demo items fill one page: no older page to link to.
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Older news' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admissions open for 2027–28' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inter-House Athletics Meet' })).toBeVisible();
    await expect(cards.filter({ hasText: 'School ground' }).first()).toBeVisible();
    const photo = page.getByRole('img', { name: 'Admissions open for 2027–28' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(photo)).toBe(true);
  });

  test('a demo content page is published', async ({ page }) => {
    await page.goto('/pages/school-transport');
    await expect(page.getByRole('heading', { name: 'School Transport' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buses and routes' })).toBeVisible();
  });
});
