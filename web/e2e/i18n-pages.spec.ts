import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

// The stored-text pages' fixed words in Punjabi and Hindi (issue 25): a visitor switches language on
// a page and lands on the same page in that language, its navigation, headings, tabs and buttons
// translated, and the tabs keep working in it. The texts staff write stay as stored (English here).

const GURMUKHI = /[\u0A00-\u0A7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

/** Clicks the language switcher's link to `name`: in the header on a computer, in the menu on a phone. */
async function switchLanguage(page: Page, name: string, isMobile: boolean): Promise<void> {
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Language' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name }).click();
  }
}

/** The site's main navigation: the header's on a computer, the opened menu's on a phone. */
async function mainNavigation(page: Page, isMobile: boolean, openMenu: string, main: string) {
  if (!isMobile) return page.getByRole('banner').getByRole('navigation', { name: main });
  await waitForHydration(page);
  await page.getByRole('button', { name: openMenu }).click();
  return page.getByRole('dialog').getByRole('navigation', { name: main });
}

/** Nothing sticks out sideways (a 390 px phone scrolls only up and down). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('the stored-text pages in Punjabi and Hindi', () => {
  test('switching to Punjabi on /about lands on /pa/about in Gurmukhi, and its tabs stay in Punjabi', async ({ page, isMobile }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchLanguage(page, 'ਪੰਜਾਬੀ', isMobile);

    await expect(page).toHaveURL(/\/pa\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਸਾਡੇ ਬਾਰੇ');
    await expect(page.getByRole('tablist', { name: 'ਸਾਡੇ ਬਾਰੇ ਦੇ ਭਾਗ' })).toBeVisible();
    await expect(selectedTab(page)).toHaveText('ਸਾਡੀ ਕਹਾਣੀ');
    await expect(page.getByRole('region', { name: 'ਸਾਡੇ ਮੁੱਲ' })).toBeVisible();
    await expect(page).toHaveTitle(/· ਸਾਡੇ ਬਾਰੇ ·/);
    await expectNoSidewaysScroll(page);

    // The tabs still work, and stay in Punjabi.
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'ਮਿਸ਼ਨ ਅਤੇ ਦ੍ਰਿਸ਼ਟੀ' }).click();
    await expect(page).toHaveURL(/\/pa\/about\/mission$/);
    await expect(selectedTab(page)).toHaveText('ਮਿਸ਼ਨ ਅਤੇ ਦ੍ਰਿਸ਼ਟੀ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');

    const nav = await mainNavigation(page, isMobile, 'ਮੀਨੂ ਖੋਲ੍ਹੋ', 'ਮੁੱਖ');
    await expect(nav).toContainText('ਸਾਡੇ ਬਾਰੇ');
    await expect(nav).toContainText(GURMUKHI);
  });

  test('switching to Hindi on /academics lands on /hi/academics in Devanagari, and its tabs stay in Hindi', async ({ page, isMobile }) => {
    await page.goto('/academics');
    await switchLanguage(page, 'हिन्दी', isMobile);

    await expect(page).toHaveURL(/\/hi\/academics$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('शिक्षा');
    await expect(page.getByRole('tablist', { name: 'शिक्षा के भाग' })).toBeVisible();
    await expect(selectedTab(page)).toHaveText('पाठ्यक्रम');
    await expect(page.getByText('हमारा डिजिटल पाठ्यक्रम साझेदार')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await waitForHydration(page);
    await page.getByRole('tab', { name: 'कार्यक्रम' }).click();
    await expect(page).toHaveURL(/\/hi\/academics\/programs$/);
    await expect(selectedTab(page)).toHaveText('कार्यक्रम');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const nav = await mainNavigation(page, isMobile, 'मेनू खोलें', 'मुख्य');
    await expect(nav).toContainText('शिक्षा');
    await expect(nav).toContainText(DEVANAGARI);
  });

  test('a keyboard user reaches the language switcher', async ({ page, isMobile }) => {
    await page.goto('/about');
    await waitForHydration(page);
    if (isMobile) {
      // On a phone the switcher is at the top of the menu: Tab to the menu button, open it, Tab on.
      await page.getByRole('button', { name: 'Open menu' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    const punjabi = page.locator('a[hreflang="pa"]:visible');
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await punjabi.evaluate((link) => link === document.activeElement).catch(() => false)) break;
    }
    await expect(punjabi).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pa\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
  });
});

// What the server renders in each language and the words of its buttons and filters are the same at
// any width: on the phone, the visitors' size (the home page's check for sideways scrolling is a phone's).
test.describe('the stored-text pages in Punjabi and Hindi, at any width', () => {
  test.skip(({ isMobile }) => !isMobile, 'Not a matter of width: on the phone, the visitors’ size');

  test('an address opened in Punjabi renders in Punjabi from the server', async ({ page }) => {
    const response = await page.goto('/pa/about/mission');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(selectedTab(page)).toHaveText('ਮਿਸ਼ਨ ਅਤੇ ਦ੍ਰਿਸ਼ਟੀ');
  });

  test('staff texts without a Punjabi version show in English, marked as English (hero line, card titles)', async ({ page }) => {
    await page.goto('/pa/about');
    await expect(page.locator('main header p[lang="en"]')).toBeVisible();
    await expect(page.locator('main h3[lang="en"]').first()).toBeVisible();
    // The fixed words around them are Punjabi.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਸਾਡੇ ਬਾਰੇ');
  });

  test('the home page in Punjabi and Hindi: status 200, its language, its buttons translated and in that language', async ({ page }) => {
    for (const [path, lang, explore, visit] of [
      ['/pa', 'pa', 'ਦਾਖ਼ਲੇ ਬਾਰੇ ਜਾਣੋ', 'ਸਕੂਲ ਦੇਖਣ ਆਓ'],
      ['/hi', 'hi', 'प्रवेश के बारे में जानें', 'स्कूल देखने आइए'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('link', { name: explore })).toHaveAttribute('href', `/${lang}/admissions`);
      await expect(page.getByRole('link', { name: visit })).toHaveAttribute('href', `/${lang}/admissions/enquire`);
      await expectNoSidewaysScroll(page);
    }
  });

  test('admissions and parent resources: buttons, filters and the call line in the page’s language', async ({ page }) => {
    await page.goto('/pa/admissions/apply');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('ਕੋਈ ਸਵਾਲ ਹੈ? ਦਾਖ਼ਲਾ ਦਫ਼ਤਰ ਨੂੰ');
    await expect(panel.locator('a[href^="tel:"]')).toBeVisible();
    await expect(
      panel.getByRole('button', { name: /ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ|ਦਾਖ਼ਲਾ ਫ਼ਾਰਮ ਹਾਲੇ ਉਪਲਬਧ ਨਹੀਂ ਹੈ/ }).or(panel.getByRole('link', { name: /ਅਰਜ਼ੀ ਸ਼ੁਰੂ ਕਰੋ/ })),
    ).toBeVisible();

    await page.goto('/hi/parent-resources');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const filters = page.getByRole('group', { name: 'जानकारी छाँटें' });
    await expect(filters.getByRole('button', { name: 'सारी जानकारी' })).toHaveAttribute('aria-pressed', 'true');
    await waitForHydration(page);
    await filters.getByRole('button', { name: 'पढ़ाई में सहायता' }).click();
    await expect(filters.getByRole('button', { name: 'पढ़ाई में सहायता' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'अभिभावक सहायता से संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
  });
});
