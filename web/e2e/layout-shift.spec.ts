import { test as base, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { expect, staffToken } from './fixtures';
import { openInApp, otherPublicPaths, publicPages, waitForHydration } from './public-routes';
import { waitForSite, type Site } from './sites';

// Nothing on a public page may move once it is drawn (spec: CLS at most 0.01, Lighthouse mobile).
// Measured as Lighthouse does, with the browser's own layout-shift entries, on a new empty site
// (its own server: the shared one fills up with other specs' content), then in the one-item and
// error states of the pages whose content is data, drawn in the browser after an in-app move (the
// server's error state is rendered by functions/src/http/pages/public-pages.test.ts).

const LIMIT = 0.01;

interface Shift {
  value: number;
  sources: string[];
  /** ms since the document's navigation started. */
  at: number;
}

/** Records every layout shift of the page not caused by the visitor, from its first paint on. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[]; at: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // What moved, from where to where (x,y w×h), for the failure message.
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)} at ${Math.round(entry.startTime)} ms`;
        });
        shifts.push({ value: entry.value, sources, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens `path`, lets it settle (React live, data in, nothing loading), and returns its shifts.
 * `inApp`: reached from another page, so the page asks the API itself (the answers page.route
 * serves, slowly) and draws them, instead of arriving rendered by the server. Counted from the
 * moment its loading state is drawn: what is measured is the data arriving, not the change of page.
 */
async function shiftsOf(page: Page, path: string, { inApp = false } = {}): Promise<Shift[]> {
  let since = 0;
  if (inApp) {
    await openInApp(page, path);
    await expect(page.getByRole('progressbar')).toBeVisible();
    since = await page.evaluate(() => performance.now());
  } else {
    await page.goto(path);
    await waitForHydration(page);
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Late work (a lazy chunk, fonts, images) gets two more frames and a moment to move things.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return shifts.filter((shift) => shift.at >= since);
}

function expectSteady(shifts: Shift[], path: string): void {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(LIMIT);
}

const test = base.extend<object, { emptySite: Site }>({
  emptySite: [async ({}, use) => use(await waitForSite('empty')), { scope: 'worker', timeout: 180_000 }],
});

test.describe('no layout shift on a new, empty site', () => {
  test.use({ baseURL: async ({ emptySite }, use) => use(emptySite.url) });
  const paths = [...publicPages.map(({ path }) => path), ...otherPublicPaths, '/pages/no-such-page', '/no-such-page'];
  for (const path of paths) {
    test(path, async ({ page }) => {
      await recordShifts(page);
      expectSteady(await shiftsOf(page, path), path);
    });
  }
});

// Answered after a second, as a slow phone network would: the loading state is drawn first.
const slowly = (answer: (route: Route) => Promise<void>) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await answer(route);
};
const fulfilWith = (data: unknown) => slowly((route) => route.fulfill({ json: { success: true, count: 1, data: [data] } }));
const failing = slowly((route) => route.fulfill({ status: 500, json: { success: false, error: 'The store is down' } }));

test.describe('no layout shift with one item or a load error', () => {
  // The shared server holds the item's files; the list is narrowed to it, whatever else is there.
  test.use({ baseURL: async ({}, use) => use(process.env.E2E_BASE_URL) });
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#5a8' } })
      .png()
      .toBuffer();

  test('/news and /events with one item', async ({ page }) => {
    const headers = { authorization: `Bearer ${await staffToken(page.request)}` };
    const title = `Layout item ${Date.now()}`;
    const multipart = {
      title,
      description: 'One item only.',
      type: 'event',
      tags: '["sports"]',
      startDate: '2030-02-01T09:00',
      location: 'Playground',
      image: { name: 'field.png', mimeType: 'image/png', buffer: await photo(1200, 800) },
    };
    expect((await page.request.post('/api/events', { headers, multipart })).status()).toBe(201);
    const items = ((await (await page.request.get('/api/events')).json()) as { data: { title: string }[] }).data;
    await page.route('**/api/events*', fulfilWith(items.find((item) => item.title === title)));
    await recordShifts(page);
    for (const path of ['/news', '/events']) expectSteady(await shiftsOf(page, path, { inApp: true }), path);
  });

  test('/media with one gallery of one photo', async ({ page }) => {
    const headers = { authorization: `Bearer ${await staffToken(page.request)}` };
    const title = `Layout gallery ${Date.now()}`;
    const created = await page.request.post('/api/galleries', { headers, data: { title, category: 'events', isPublished: true } });
    const { _id } = ((await created.json()) as { data: { _id: string } }).data;
    const upload = await page.request.post(`/api/galleries/${_id}/images`, {
      headers,
      multipart: { images: { name: 'hall.png', mimeType: 'image/png', buffer: await photo(900, 1200) } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const galleries = ((await (await page.request.get('/api/galleries')).json()) as { data: { _id: string }[] }).data;
    await page.route('**/api/galleries', fulfilWith(galleries.find((gallery) => gallery._id === _id)));
    await recordShifts(page);
    expectSteady(await shiftsOf(page, '/media', { inApp: true }), '/media');
  });

  for (const path of ['/news', '/events', '/media']) {
    test(`${path} when its data cannot be loaded`, async ({ page }) => {
      await page.route(/\/api\/(events|galleries)(\?|$)/, failing);
      await recordShifts(page);
      const shifts = await shiftsOf(page, path, { inApp: true });
      await expect(page.getByRole('alert')).toBeVisible();
      expectSteady(shifts, path);
    });
  }
});
