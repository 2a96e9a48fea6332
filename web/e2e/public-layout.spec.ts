import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

test.describe('the phone menu', () => {
  // Runs in the phone project only: the slide-in menu is the phone layout.
  test.skip(({ isMobile }) => !isMobile, 'the slide-in menu is the phone layout');

  test('a tap on the menu button before the app has loaded still opens the menu', async ({ page }) => {
    // A slow phone network: the app's code arrives two seconds after the page is on screen.
    let delayed = false;
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/about');
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 10_000 });
    // The app chunk (web/chunk-groups.ts) really was the slow one.
    expect(delayed).toBe(true);
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  test('a tap while React is still taking over the page (its page code on the way) opens the menu', async ({ page }) => {
    // React has started hydrating but waits for the About page's chunk: a click React sees now it
    // would drop, so early-taps.ts keeps it and clicks again once React is live.
    await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const pageCodeAsked = page.waitForRequest(/\/assets\/about-page-[^/]+\.js$/);
    await page.goto('/about');
    await pageCodeAsked;
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('button[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
  });

  test('lists parents with indented children and closes in all four ways', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    // Located by attribute: while the modal menu is open the page behind it is hidden from the accessibility tree.
    const openButton = page.locator('button[aria-controls="mobile-menu"]');
    const menu = page.locator('#mobile-menu');
    const open = async () => {
      await openButton.click();
      await expect(menu).toBeVisible();
      await expect(openButton).toHaveAttribute('aria-expanded', 'true');
    };

    await open();
    // Children are indented under their parent (measured together: the panel may still be sliding in).
    const [parentLeft, childLeft] = await menu.evaluate((panel) => {
      // Where the link's text starts, not its box: the links are full width.
      const textLeft = (name: string) => {
        const range = document.createRange();
        range.selectNodeContents(Array.from(panel.querySelectorAll('a')).find((a) => a.textContent === name)!);
        return range.getBoundingClientRect().left;
      };
      return [textLeft('Academics'), textLeft('Curriculum')];
    });
    expect(childLeft).toBeGreaterThan(parentLeft + 8);
    // 1. the close button, and focus returns to the menu button
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton).toBeFocused();

    // 2. Escape
    await open();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // 3. a click outside the panel (the dimmed page on the left)
    await open();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    // 4. a link click, which also navigates
    await open();
    await menu.getByRole('link', { name: 'Requirements' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/admissions\/requirements$/);
  });
});

test.describe('the desktop navigation', () => {
  // Runs in the desktop project only: dropdowns are the desktop layout.
  test.skip(({ isMobile }) => isMobile, 'dropdowns are the desktop layout');

  test('a dropdown opens when the keyboard reaches its parent, its links are tabbable, Escape closes it', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About Us' });
    // Tab from the top of the page: skip link, the three languages, brand, Home, About Us.
    for (let i = 0; i < 10 && !(await about.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Story' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Our Story' })).toBeHidden();
    await expect(about).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/leadership$/);
  });

  test('the header keeps one row of language links and one of navigation, equally tall in every language, from 900 to 1,920 px', async ({
    page,
  }) => {
    const heights = new Set<number>();
    for (const width of [900, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const home of ['/', '/pa', '/hi']) {
        await page.goto(`${home === '/' ? '' : home}/academics`);
        const banner = page.getByRole('banner');
        // Rows of each list: the distinct tops of its items.
        const rows = await banner
          .locator('nav > ul')
          .evaluateAll((lists) =>
            lists.map((list) => new Set(Array.from(list.children, (item) => Math.round(item.getBoundingClientRect().top))).size),
          );
        expect(rows, `${home} at ${width} px`).toEqual([1, 1]);
        heights.add(Math.round((await banner.boundingBox())!.height));
      }
    }
    expect([...heights]).toHaveLength(1);
  });

  test('the focus ring is visible on a keyboard-focused link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
  });
});

test.describe('the footer', () => {
  // Its columns stack on a phone, but its links, their targets and the scroll to the top of the next
  // page are the same at any width: on the phone, the visitors' size.
  test.skip(({ isMobile }) => !isMobile, 'Not a matter of width: on the phone, the visitors’ size');
  test('Quick Links go to the page and scroll smoothly to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link')).toContainText(['Home', 'About Us', 'Academics', 'Admissions', 'Media', 'News', 'Contact']);
    await footer.getByRole('link', { name: 'Admissions', exact: true }).click();
    await expect(page).toHaveURL(/\/admissions$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeInViewport();
  });

  test('phone as a tel: link, the address, social links in a new tab, Admin Portal, the year', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(footer).toContainText('Faridkot, Punjab 151203');
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    await expect(footer.getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin/login');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});
