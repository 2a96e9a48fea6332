import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 34, item 5: a visitor's first Hindi or Punjabi page never asks for our script font while it
// loads (it competed with the page on slow 4G), is drawn in the phone's own font, and fetches ours
// after its load event; the next page finds it cached and uses it from its first paint.

/** The page's font requests and when its load event began (both on the page's own clock). */
const fontLoads = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map(({ name, startTime, transferSize }) => ({ name, startTime, transferSize }));
    return { loadEventStart: navigation?.loadEventStart ?? 0, fonts };
  });

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

for (const [path, family] of [
  ['/hi', 'Noto Sans Devanagari'],
  ['/pa/news', 'Noto Sans Gurmukhi'],
] as const) {
  test(`${path}: the first page fetches ${family} only after it has loaded, the next uses it from its first paint`, async ({ page }) => {
    await page.goto(path);
    // The flag is written once the font is in the cache, after the load event.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('script-font-'))))
      .toEqual([`script-font-${path.slice(1, 3)}`]);
    const first = await fontLoads(page);
    expect(first.fonts.length).toBeGreaterThan(0);
    for (const font of first.fonts) expect(font.startTime, font.name).toBeGreaterThanOrEqual(first.loadEventStart);
    expect(await htmlClass(page)).toBe('');
    expect(await bodyFont(page)).not.toContain(family);

    await page.goto(path === '/hi' ? '/hi/about' : '/pa');
    expect(await htmlClass(page)).toBe('script-font');
    expect(await bodyFont(page)).toMatch(new RegExp(`^"?${family}`));
    await page.evaluate(() => document.fonts.ready);
    const next = await fontLoads(page);
    // Asked for while the page was drawn, and answered by the cache (nothing crossed the network).
    expect(next.fonts.length).toBeGreaterThan(0);
    for (const font of next.fonts) {
      expect(font.startTime, font.name).toBeLessThan(next.loadEventStart);
      expect(font.transferSize, font.name).toBe(0);
    }
  });
}

test('an English page never asks for a script font', async ({ page }) => {
  await page.goto('/news');
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect((await fontLoads(page)).fonts).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('script-font-')))).toEqual([]);
});
