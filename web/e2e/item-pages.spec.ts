import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, staffToken, test } from './fixtures';
import { expectNoAxeViolations, expectShareImage, jsonLd, meta, pageErrors } from './page-head';

// A page per news item or event (/news/{slug}) and per gallery (/media/{slug}): what a visitor, a
// link preview and a search engine see. The shared server is used by every spec in parallel, so
// each test makes its own items with unique titles.

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

interface Created {
  _id: string;
  slug: string;
}

async function photo(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A news item or event made through the API as staff (multipart, as the admin form sends it). */
async function createItem(request: APIRequestContext, fields: Record<string, string>, image?: Buffer): Promise<Created> {
  const token = await staffToken(request);
  const response = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { tags: '[]', ...fields, ...(image && { image: { name: 'photo.png', mimeType: 'image/png', buffer: image } }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Created }).data;
}

test.describe('item pages', () => {
  test("a news item's page shows the item with its own head tags and NewsArticle data", async ({ page }) => {
    const title = unique('Chess champions');
    const description = `Our under-14 team won the district chess championship in Faridkot. ${'The final went to a tie-break. '.repeat(8)}`;
    const item = await createItem(page.request, { title, description, type: 'news', tags: '["achievement"]' }, await photo('#3a7'));
    const errors = pageErrors(page);

    await page.goto(`/news/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toHaveAttribute('srcset', /400w/);
    await expect(page.getByText('Achievement', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Convent School Faridkot`);
    const cut = await meta(page, 'description').getAttribute('content');
    expect(cut?.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^Our under-14 team won .+…$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${item.slug}$`));
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
    const shareUrl = await expectShareImage(page);
    expect(shareUrl).not.toContain('share-default');

    const data = await jsonLd(page);
    expect(data['@type']).toBe('NewsArticle');
    expect(data.headline).toBe(title);
    expect(data.image).toContain(shareUrl);
    expect(data.publisher).toMatchObject({ name: 'Convent School Faridkot' });
    expect(typeof data.datePublished).toBe('string');

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    // Keyboard: the back link leads to the list.
    await page.getByRole('link', { name: 'All news & events' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
  });

  test("an event's page has Event data in school time at its place, and the school's share image", async ({ page }) => {
    const title = unique('Carol evening');
    const event = { title, description: 'Carols in the chapel garden.', type: 'event', location: 'Chapel garden' };
    const item = await createItem(page.request, { ...event, startDate: '2025-01-06T00:30', endDate: '2025-01-06T02:00' });
    await page.goto(`/news/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('event-badge')).toBeVisible();
    await expect(page.getByText('January 6, 2025, 12:30 am – 2:00 am')).toBeVisible();
    await expect(page.getByText('Chapel garden', { exact: true })).toBeVisible();
    expect(await expectShareImage(page)).toMatch(/\/share-default\.jpg$/);
    await expectNoAxeViolations(page);

    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: title,
      startDate: '2025-01-06T00:30:00+05:30',
      endDate: '2025-01-06T02:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Chapel garden', address: { addressLocality: 'Faridkot', postalCode: '151203' } },
    });
  });

  test('without JavaScript, the server’s HTML of an item page holds its title, og:image and JSON-LD', async ({ request }) => {
    const title = unique('Sports day <results> & medals');
    const item = await createItem(request, { title, description: 'Medals for every house.', type: 'news' }, await photo('#a37'));
    const response = await request.get(`/news/${item.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`>${escaped}</h1>`);
    expect(head).toContain(`<title>${escaped} · Convent School Faridkot</title>`);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? '';
    expect((await request.get(ogImage.replace(/&amp;/g, '&'))).headers()['content-type']).toMatch(/^image\/jpeg/);
    // The JSON-LD cannot end its script early: the title's `<` is written \u003c.
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(ld).not.toContain('<');
    expect((JSON.parse(ld) as { headline: string }).headline).toBe(title);
  });

  test('a missing or draft item is Not Found with status 404', async ({ page }) => {
    for (const path of ['/news/no-such-item-here', '/media/no-such-gallery-here']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    }
    // A gallery staff have not published yet has no page for visitors.
    const token = await staffToken(page.request);
    const created = await page.request.post('/api/galleries', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: unique('Draft album'), category: 'events' },
    });
    const { slug } = ((await created.json()) as { data: Created }).data;
    expect((await page.request.get(`/media/${slug}`)).status()).toBe(404);
  });

  test('the news list links each title to its page, and an old /news#item-<id> link lands there', async ({ page }) => {
    const title = unique('Tree plantation');
    const item = await createItem(page.request, { title, description: 'Saplings along the school wall.', type: 'news' });
    await page.goto('/news');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${item.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/');
    await page.goto(`/news#item-${item._id}`);
    await expect(page).toHaveURL(new RegExp(`/news/${item.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The list's address was replaced: Back leaves for the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});
