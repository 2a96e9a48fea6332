import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';
import { pageErrors } from './page-head';

// News and events in three languages (issue 25): staff write a Hindi or Punjabi title beside the
// English one in the admin; visitors see it under /hi/… or /pa/…, and the English, marked
// lang="en", where staff wrote none. Checked in the HTML the server sends and in the page. The
// shared server is used by every spec in parallel: each test makes its own items.

const suffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');

/** The element in `html` whose whole text is `text`, with its opening tag. */
function elementWithText(html: string, text: string): string | undefined {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<(\\w+)[^>]*>${escaped}</\\1>`).exec(html)?.[0];
}

/** The page's HTML without its scripts (the data the page hydrates from holds every language's texts). */
const markup = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** A news item or event made through the API as staff (multipart, as the admin form sends it). */
async function createItem(request: APIRequestContext, fields: Record<string, string>): Promise<{ slug: string }> {
  const token = await staffToken(request);
  const response = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { tags: '["sports"]', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { slug: string } }).data;
}

/** The page does not scroll sideways (390 px phones included). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('news in Punjabi and Hindi', () => {
  test('a news item with a Hindi title shows it under /hi/news and its English title under /news', async ({ page, request }) => {
    const id = suffix();
    const english = `Annual sports day ${id}`;
    const hindi = `वार्षिक खेल दिवस ${id}`;

    // Staff write the Hindi title in the admin editor, beside the English one.
    await signIn(page);
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Add News' }).click();
    await panel(page)
      .getByLabel(/^Title\W*$/)
      .fill(english);
    await panel(page).getByRole('button', { name: 'Add title in Punjabi and Hindi (optional)' }).click();
    await expect(panel(page).getByLabel('Title in Punjabi (optional)')).toBeFocused();
    await panel(page).getByLabel('Title in Hindi (optional)').fill(hindi);
    await expect(panel(page).getByLabel('Title in Hindi (optional)')).toHaveAttribute('lang', 'hi');
    await panel(page)
      .getByLabel(/^Description\W*$/)
      .fill('Races, relays and the march-past on the school ground.');
    await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Item created successfully!')).toBeVisible();
    const slug = await page.evaluate(
      async ([title]) => {
        const answer = (await (await fetch('/api/news')).json()) as { data: { title: string; slug: string }[] };
        return answer.data.find((item) => item.title === title)?.slug ?? '';
      },
      [english] as const,
    );
    expect(slug).not.toBe('');

    // The server's HTML: Hindi under /hi, English at today's address.
    for (const path of ['/hi/news', `/hi/news/${slug}`]) {
      const html = await markup(request, path);
      expect(html).toContain('<html lang="hi"');
      const element = elementWithText(html, hindi);
      expect(element, path).toBeDefined();
      expect(element).not.toContain('lang=');
      expect(html).not.toContain(english);
    }
    for (const path of ['/news', `/news/${slug}`]) {
      const html = await markup(request, path);
      expect(html).toContain(english);
      expect(html).not.toContain(hindi);
    }

    // The page: the Hindi title, its description in English marked so, the fixed texts in Hindi.
    const errors = pageErrors(page);
    await page.goto('/hi/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'समाचार और कार्यक्रम' })).toBeVisible();
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: hindi }) });
    await expect(card.getByRole('link', { name: hindi })).not.toHaveAttribute('lang', /.*/);
    await expect(card.getByTestId('news-description')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'कार्यक्रमों का कैलेंडर (iCal)' })).toHaveAttribute('href', '/api/events.ics');
    await expectNoSideScroll(page);

    await card.getByRole('link', { name: hindi }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/news/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: hindi })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(hindi));
    await expect(page.getByRole('link', { name: 'सभी समाचार और कार्यक्रम' })).toHaveAttribute('href', '/hi/news');
    await expectNoSideScroll(page);

    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: english })).toBeVisible();
    await expect(page.getByText(hindi)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a Punjabi item is shared on WhatsApp and previewed in Punjabi from /pa/news/{slug}', async ({ page, request }) => {
    const id = suffix();
    const punjabi = `ਸਾਲਾਨਾ ਖੇਡ ਦਿਵਸ ${id}`;
    const { slug } = await createItem(request, {
      title: `Annual sports day ${id}`,
      description: 'Races and relays on the main ground.',
      type: 'news',
      translations: JSON.stringify({ pa: { title: punjabi } }),
    });
    // The link preview WhatsApp draws from the server's HTML: the Punjabi title, marked Punjabi.
    const html = await (await request.get(`/pa/news/${slug}`)).text();
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${punjabi} · [^"]+"`));
    expect(html).toContain('<meta property="og:locale" content="pa_IN"');

    await page.goto(`/pa/news/${slug}`);
    const share = page.getByRole('link', { name: "ਵਟਸਐਪ 'ਤੇ ਸਾਂਝਾ ਕਰੋ" });
    const href = new URL((await share.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${punjabi}\n${new URL(`/pa/news/${slug}`, page.url()).href}`);
    await expectNoSideScroll(page);
  });

  test('an item without a Punjabi version shows the English text marked lang="en" under /pa/news', async ({ page, request }) => {
    const id = suffix();
    const english = `Parent teacher meeting ${id}`;
    const hindi = `अभिभावक शिक्षक बैठक ${id}`;
    const description = `Meet your child's teachers in the main hall ${id}.`;
    const { slug } = await createItem(request, {
      title: english,
      description,
      type: 'event',
      startDate: '2025-03-01T03:30:00.000Z',
      location: 'Main hall',
      translations: JSON.stringify({ hi: { title: hindi } }),
    });

    // The server's HTML: the English title and description, each marked lang="en", in a Punjabi page.
    for (const path of ['/pa/news', `/pa/news/${slug}`]) {
      const html = await markup(request, path);
      expect(html).toContain('<html lang="pa"');
      expect(elementWithText(html, english), path).toMatch(/\slang="en"/);
      expect(elementWithText(html, description.replace("'", '&#x27;')), path).toMatch(/\slang="en"/);
      expect(html).not.toContain(hindi);
    }

    const errors = pageErrors(page);
    await page.goto('/pa/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(page.getByRole('heading', { level: 1, name: 'ਖ਼ਬਰਾਂ ਅਤੇ ਸਮਾਗਮ' })).toBeVisible();
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: english }) });
    await expect(card.getByRole('link', { name: english })).toHaveAttribute('lang', 'en');
    await expect(card.getByTestId('news-description')).toHaveAttribute('lang', 'en');
    // The date in school time with the Punjabi month, the badge and the tag in Punjabi.
    await expect(card.getByText('1 ਮਾਰਚ 2025')).toBeVisible();
    await expect(card.getByTestId('event-badge')).toHaveText('ਸਮਾਗਮ');
    await expect(card.getByText('ਖੇਡਾਂ', { exact: true })).toBeVisible();
    await expectNoSideScroll(page);

    await page.goto(`/pa/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toHaveAttribute('lang', 'en');
    await expect(page.getByText('1 ਮਾਰਚ 2025, ਸਵੇਰੇ 9:00 ਵਜੇ')).toBeVisible();
    await expect(page.getByText('Main hall', { exact: true })).toHaveAttribute('lang', 'en');

    // Hindi has its title; English is unchanged, the time as before.
    await page.goto(`/hi/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: hindi })).toBeVisible();
    await expect(page.getByText('1 मार्च 2025, सुबह 9:00 बजे')).toBeVisible();
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByText('March 1, 2025, 9:00 am')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
