import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './public-routes';

// After a deploy, a page opened before it asks for chunks that are gone. It reloads itself once to
// the new version (app/reload-on-stale-chunk.ts), and never again for the same version.

const ABOUT_CHUNK = '**/assets/about-page-*.js';

/** Counts the page loads (the documents the browser asks for) of `path`. */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads++;
  });
  return () => loads;
}

/** Moves to `path` inside the app, as a click on one of its links does (no page load). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a page whose next chunk is gone after an update reloads once, to the new version', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The old version's chunk is gone; the reloaded page's is there.
  let missing = 1;
  await page.route(ABOUT_CHUNK, (route) => (missing-- > 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
  const loads = countLoads(page, '/about');
  await navigateInApp(page, '/about');
  await expect.poll(loads).toBe(1);
  await expect(page.getByText('Community Impact').first()).toBeVisible();
  await waitForHydration(page);
  expect(missing).toBe(-1);
});

test('a chunk still missing after that reload does not reload again', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let asked = 0;
  await page.route(ABOUT_CHUNK, (route) => {
    asked++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  const loads = countLoads(page, '/about');
  await navigateInApp(page, '/about');
  await expect.poll(loads).toBe(1);
  // The reloaded page asks for the chunk again, fails, and stays.
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(2000);
  expect(loads()).toBe(1);
});
