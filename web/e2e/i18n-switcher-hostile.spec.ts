import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

// Issue 32, item 5: the language switcher linked to the address as typed, so a link to
// /pa//evil.example showed a Not Found page whose "English" opened http://evil.example/. Any
// request off the site is answered here by a stand-in page, so a click that leaves shows as a URL.

const OPEN_MENU = { pa: 'ਮੀਨੂ ਖੋਲ੍ਹੋ', hi: 'मेनू खोलें' } as const;

/** Clicks the switcher's "English": in the header on a computer, in the menu on a phone. */
async function clickEnglish(page: Page, locale: keyof typeof OPEN_MENU, isMobile: boolean): Promise<void> {
  await waitForHydration(page);
  const where = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
  if (isMobile) await page.getByRole('button', { name: OPEN_MENU[locale] }).click();
  await where.getByRole('link', { name: 'English', exact: true }).click();
}

for (const [path, locale] of [
  ['/pa//evil.example', 'pa'],
  ['/hi//evil.example/news', 'hi'],
] as const) {
  test(`"English" on ${path} stays on the site, at the English home page`, async ({ page, baseURL, isMobile }) => {
    const site = new URL(baseURL ?? '').host;
    await page.context().route(
      (url) => url.host !== site,
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }),
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await clickEnglish(page, locale, isMobile);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Another site' })).toHaveCount(0);
  });
}
