import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

test.describe('public site', () => {
  // The home's text, hydration under the CSP, the forms' checks and Not Found are the same at any width:
  // on the phone, the visitors' size. Every public page's text, hydration, fit and axe at both sizes is
  // public-page-audit.spec.ts; the footer (phone, address, links, Admin Portal) is public-layout.spec.ts.
  test.skip(({ isMobile }) => !isMobile, 'Not a matter of width: on the phone, the visitors’ size');

  test('home shows the hero, the Fun Learning Awaits card and the three Why Choose cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Welcome to /).first()).toBeVisible();
    await expect(page.getByText('Fun Learning Awaits')).toBeVisible();
    for (const title of ['Creative Curriculum', 'Caring Community', 'Holistic Development']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    // Every image a visitor can see has a text alternative.
    for (const img of await page.locator('img').all()) expect(await img.getAttribute('alt')).not.toBeNull();
  });

  test('the prerendered home shows its text without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${process.env.E2E_BASE_URL}/`);
    await expect(page.getByText('Fun Learning Awaits')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Caring Community' })).toBeVisible();
    await context.close();
  });

  test('the page hydrates under the Content-Security-Policy without a single error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByText('Fun Learning Awaits')).toBeVisible();
    // The app is live (hydrated): the menu or a dropdown reacts.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the forms check their input without breaking the Content-Security-Policy (no eval probe)', async ({ page }) => {
    // A violation the page's code catches is still reported: Lighthouse counts it in Best Practices.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
    });
    await page.goto('/contact');
    await waitForHydration(page);
    // The form's checks (zod) load when it is touched; a wrong address runs them.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });

  test('an unknown path shows Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
});

// The phone menu (all four ways of closing) and page widths are covered in public-layout.spec.ts and
// public-pages.spec.ts; this file keeps the hover dropdown, which is tested nowhere else.
test.describe('navigation on a desktop', () => {
  // Runs in the desktop project only: dropdowns are the desktop layout.
  test.skip(({ isMobile }) => isMobile, 'dropdowns are the desktop layout');

  test('dropdowns open on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    // Hover is not replayed like a tap (see early-taps.ts): the dropdown needs React to be there.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).hover();
    await expect(page.getByRole('link', { name: 'Mission & Vision' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(page.getByRole('link', { name: 'Mission & Vision' })).toBeHidden();
    await nav.getByRole('link', { name: 'Admissions' }).focus();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
  });
});
