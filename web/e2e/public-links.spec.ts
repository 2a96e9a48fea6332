import { sitemapLocs } from '../../functions/src/testing/sitemap-locs';
import { expect, test } from './fixtures';
import { publicPages, waitForHydration } from './public-routes';

test.describe('parent resources', () => {
  test('five filters narrow the eight cards, and every Explore Resource link leads to a real page', async ({ page }) => {
    await page.goto('/parent-resources');
    await waitForHydration(page);
    const filters = page.getByRole('group', { name: 'Filter resources' }).getByRole('button');
    await expect(filters).toHaveText(['All Resources', 'Learning Support', 'Health & Wellness', 'Communication', 'Extracurricular']);
    const cards = page.getByRole('list', { name: 'Resources' }).getByRole('listitem');
    await expect(cards).toHaveCount(8);
    for (const title of [
      'Homework Help',
      'Communication Portal',
      'Mental Health',
      'After-School Programs',
      'Learning Disability Support',
      'Nutrition Guide',
      'School Calendar',
      'Sports and Club Signup',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Explore Resource/ })).toHaveCount(8);

    await page.getByRole('button', { name: 'Health & Wellness' }).click();
    await expect(page.getByRole('button', { name: 'Health & Wellness' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Nutrition Guide' })).toBeVisible();
    await page.getByRole('button', { name: 'Learning Support' }).click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Homework Help' })).toBeVisible();
    await page.getByRole('button', { name: 'All Resources' }).click();
    await expect(cards).toHaveCount(8);

    // No placeholder targets: every link goes to a route of the site (the calendar to /events).
    const targets = await page
      .getByRole('link', { name: /^Explore Resource/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const known = new Set([...publicPages.map((p) => p.path), '/news', '/media', '/events']);
    for (const href of targets) expect(known.has(href ?? ''), `${href} is a page of the site`).toBe(true);
    expect(targets).toContain('/events');

    await expect(page.getByRole('link', { name: 'See all documents' })).toHaveAttribute('href', '/documents');
    await page.getByRole('link', { name: 'Contact Parent Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'School Office' })).toBeVisible();
  });
});

test.describe('contact page', () => {
  test('shows the School Office and Admissions cards with phones, address and hours', async ({ page }) => {
    await page.goto('/contact');
    const office = page.getByRole('region', { name: 'School Office' });
    await expect(office.locator('a[href^="tel:"]')).toBeVisible();
    await expect(office).toContainText('Faridkot, Punjab 151203');
    const admissions = page.getByRole('region', { name: 'Admissions' });
    await expect(admissions.locator('a[href^="tel:"]')).toBeVisible();
    await expect(admissions).toContainText('Mon-Fri, 8am-4pm');
  });

  test('the map loads only when asked, and the page stays whole when it cannot load', async ({ page }) => {
    // This machine is offline, as a visitor with a dropped connection would be: the map host fails.
    let mapRequested = false;
    await page.route('https://www.openstreetmap.org/**', async (route) => {
      mapRequested = true;
      await route.abort('internetdisconnected');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.locator('iframe[title^="Map showing"]');
    await expect(map).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
    await expect.poll(() => mapRequested).toBe(true);
    await expect(page.getByRole('link', { name: /Open a larger map/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Admissions' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('findable', () => {
  test('robots.txt points to sitemap.xml, which lists every public route', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*/m);
    expect(robotsText).toMatch(/^Disallow: \/admin/m);
    // The site search's result pages, in every language, are no pages to list.
    for (const path of ['/search', '/pa/search', '/hi/search']) expect(robotsText.split('\n')).toContain(`Disallow: ${path}`);
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

    // An index of lists (http/pages/sitemap.ts), each fetched as a search engine does.
    const locs = await sitemapLocs(async (path) => {
      const answer = await request.get(path);
      return { status: answer.status(), text: await answer.text(), type: answer.headers()['content-type'] ?? '' };
    });
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const { path } of publicPages) expect(paths).toContain(path);
    for (const path of ['/media', '/news', '/events']) expect(paths).toContain(path);
    expect(paths.some((path) => path.startsWith('/admin') || path.endsWith('/search'))).toBe(false);
  });
});
