import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { otherPublicPaths, waitForHydration } from './public-routes';

// axe-core's full default rule set (WCAG 2.x A and AA plus best practices) where the pages hold what
// staff publish: the lists of the shared site (the news, events and galleries other specs make), and
// the open phone menu and desktop dropdown. Every public page's own check (empty site, both sizes)
// is in public-page-audit.spec.ts.

test.describe('axe finds nothing', () => {
  // The lists with content on the phone, the visitors' size: public-page-audit.spec.ts runs axe on
  // the same screens empty at the desktop, so each screen is checked at both widths (see there why
  // once each). Skipped before a page is opened at the desktop.
  test.describe('on the phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'public-page-audit.spec.ts checks this screen at the desktop');
    for (const path of otherPublicPaths) {
      test(`on ${path} with content`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Checked once React owns the page: what a visitor uses, not only the server's HTML.
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });

  test('with the phone menu or a desktop dropdown open', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).hover();
      await expect(page.getByRole('link', { name: 'Mission & Vision' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
