import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { otherPublicPaths, publicPages, waitForHydration } from './public-routes';

// axe-core's full default rule set (WCAG 2.x A and AA plus best practices) on every public route,
// on the desktop and on the phone, and again with the phone menu open.
test.describe('axe finds nothing', () => {
  test.beforeEach(async ({ page }) => {
    // The contact page's map comes from another site; give axe a stand-in page instead of the network.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
    );
  });

  for (const { path, text } of publicPages) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      // Checked once React owns the page: what a visitor uses, not only the server's HTML.
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const path of otherPublicPaths) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Checked once React owns the page: what a visitor uses, not only the server's HTML.
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('on the Not Found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id }) => id)).toEqual([]);
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
