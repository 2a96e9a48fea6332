import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectSteady, recordShifts, shiftsOf } from './layout-shifts';
import { expectNoAxeViolations, pageErrors } from './page-head';
import { otherPublicPaths, publicPages } from './public-routes';

// Every public page, opened once at each size, checked for all a visitor would notice: its text,
// its own title and description, no sideways scrolling, no error while React takes over, nothing
// moving once drawn, and nothing axe-core finds. One visit for all of these: three visits a page
// (they were three specs) were the largest part of the browser suite. On a new, empty site (its own
// server: the shared one fills up with other specs' content, and layout shift must be measured on a
// page that is always the same); public-a11y.spec.ts checks the lists with content.
//
// axe runs at both sizes on each distinct screen, and at one size where the other size's run already
// covers the screen: a tab of a tabbed page (/about/mission, /academics/faculty ...) is the same
// template (hero, tab list, section, cards) as its main page (/about ...), whose axe runs at both
// sizes; only the section's text differs, and what axe checks in a text (contrast, names, headings,
// landmarks) does not change with the width. So a tab's axe runs on the phone, the visitors' size.
// Likewise the other features' pages (/news, /media ...), each checked by axe once at each size: here
// empty, at the desktop; in public-a11y.spec.ts with content (other specs' news, galleries ...), on
// the phone. What axe checks on a card or a row does not change between the two states or widths;
// the header, whose phone and desktop forms differ, is checked at both sizes on the pages above.
// Everything else (text, head, overflow, hydration, layout shift) runs at both sizes on the main
// pages: overflow and layout shift change with the width. A tab runs on the phone only, for the same
// reason as its axe: its template is the main page's, checked at both sizes, and its own content (the
// section's text and pictures) is checked on the phone, where a long word overflows first and where a
// picture without its size moves the page as it would at any width.

/** A tab of a tabbed page: a path under another page of the list (/about/story under /about). */
const isTab = (path: string) => publicPages.some((page) => page.path !== '/' && path.startsWith(`${page.path}/`));

test.use({ baseURL: async ({ emptySite }, use) => use(emptySite.url) });

/** Called first in each test rather than as a beforeEach, which would make the page of a test about to be skipped. */
async function prepare(page: Page): Promise<void> {
  // The contact page's map comes from another site; give axe a stand-in page instead of the network.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
  );
  await recordShifts(page);
}

for (const { path, text } of publicPages) {
  const tab = isTab(path);
  test.describe(() => {
    // Skipped before the test's page is made (a skip inside the test comes after it: a renderer for nothing).
    test.skip(({ isMobile }) => tab && !isMobile, "A tab is its main page's template, checked at both sizes: its own content on the phone");
    test(`${path}: its text, title and description, fits the screen, hydrates cleanly, does not move, and axe finds nothing${tab ? ' (on the phone)' : ''}`, async ({
      page,
    }) => {
      await prepare(page);
      const errors = pageErrors(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(/Convent School Faridkot/);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,}$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/);
      for (const img of await page.locator('main img').all()) expect(await img.getAttribute('alt')).toBeTruthy();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Settled once React owns the page: what a visitor uses, not only the server's HTML.
      expectSteady(await shiftsOf(page, path, { opened: true }), path);
      // A hydration mismatch is logged as an error (React reports it as a recoverable one).
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

for (const path of [...otherPublicPaths, '/pages/no-such-page', '/no-such-page']) {
  // The Not Found pages are this spec's alone: axe at both sizes.
  const bothSizes = path.includes('no-such-page');
  test(`${path} does not move and axe finds nothing${bothSizes ? '' : ' (at the desktop)'}`, async ({ page, isMobile }) => {
    await prepare(page);
    expectSteady(await shiftsOf(page, path), path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (!isMobile || bothSizes) await expectNoAxeViolations(page);
  });
}
