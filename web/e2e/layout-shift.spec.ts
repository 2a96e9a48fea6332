import type { Route } from '@playwright/test';
import sharp from 'sharp';
import { expect, staffToken, test } from './fixtures';
import { expectSteady, recordShifts, shiftsOf } from './layout-shifts';

// The pages whose content is data, in their one-item and error states, drawn in the browser after
// an in-app move (layout-shifts.ts measures; every page as the server sends it is checked in
// public-page-audit.spec.ts, and the server's error state is rendered by
// functions/src/http/pages/public-pages.test.ts).

// Answered after a second, as a slow phone network would: the loading state is drawn first.
const slowly = (answer: (route: Route) => Promise<void>) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await answer(route);
};
// `more`: what the answer holds beside its data (a page of news links its tags and years).
const fulfilWith = (data: unknown, more: object = {}) =>
  slowly((route) => route.fulfill({ json: { success: true, count: 1, data: [data], ...more } }));
const failing = slowly((route) => route.fulfill({ status: 500, json: { success: false, error: 'The store is down' } }));

test.describe('no layout shift with one item or a load error', () => {
  // The shared server (the fixtures' baseURL) holds the item's files; the list is narrowed to it, whatever else is there.
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
    await page.route(
      '**/api/events*',
      fulfilWith(
        items.find((item) => item.title === title),
        { next: null, tags: ['sports'], years: [2030] },
      ),
    );
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
    // The page of galleries narrowed to this one (its summary); its photos come from the server.
    const galleries = ((await (await page.request.get('/api/galleries?limit=50')).json()) as { data: { _id: string }[] }).data;
    await page.route(
      /\/api\/galleries\?/,
      fulfilWith(
        galleries.find((gallery) => gallery._id === _id),
        { next: null },
      ),
    );
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
