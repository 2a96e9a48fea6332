import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';
import { pageErrors } from './page-head';

// Staff-written content in Punjabi and Hindi (issue 25, item 3): content pages, the fixed pages'
// texts and the notice banner. Visitors see the translation under /pa/… or /hi/…, and the English,
// marked lang="en", where staff wrote none; English pages are unchanged. Checked in the HTML the
// server sends and in the page. The server is shared by every spec: each test makes its own items.

const suffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** The element in `html` whose whole text is `text`, with its opening tag. */
function elementWithText(html: string, text: string): string | undefined {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<(\\w+)[^>]*>${escaped}</\\1>`).exec(html)?.[0];
}

/** The page's HTML without its scripts (the data the page hydrates from holds every language's texts). */
const markup = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

async function send(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const token = await staffToken(request);
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The page does not scroll sideways (390 px phones included). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('staff-written content in Punjabi and Hindi', () => {
  test('a content page with a Punjabi title shows it on /pa/pages/<slug>, English on /pages/<slug>, English marked on /hi', async ({
    page,
    request,
  }) => {
    const id = suffix();
    const slug = `bus-routes-${id}`;
    const english = `Bus routes ${id}`;
    const punjabi = `ਬੱਸ ਰੂਟ ${id}`;
    const body = `The buses leave the school at 2:30 pm ${id}.`;
    const punjabiBody = `ਬੱਸਾਂ ਦੁਪਹਿਰ 2:30 ਵਜੇ ਸਕੂਲ ਤੋਂ ਚੱਲਦੀਆਂ ਹਨ ${id}।`;
    await send(request, 'post', '/api/content', {
      title: english,
      slug,
      content: `<p>${body}</p>`,
      status: 'published',
      translations: { pa: { title: punjabi, content: `<p>${punjabiBody}</p>` } },
    });

    // The server's HTML: Punjabi under /pa, English at today's address, English marked under /hi.
    const pa = await markup(request, `/pa/pages/${slug}`);
    expect(pa).toContain('<html lang="pa"');
    expect(elementWithText(pa, punjabi)).toMatch(/^<h1(?![^>]*lang=)/);
    expect(pa).toContain(punjabiBody);
    expect(pa).not.toContain(english);
    const en = await markup(request, `/pages/${slug}`);
    expect(en).toContain(english);
    expect(en).not.toContain(punjabi);
    const hi = await markup(request, `/hi/pages/${slug}`);
    expect(hi).toContain('<html lang="hi"');
    expect(elementWithText(hi, english)).toMatch(/^<h1[^>]*\slang="en"/);
    expect(hi).toMatch(new RegExp(`<div[^>]*\\slang="en"[^>]*><p>${body}</p></div>`));

    // The page itself, hydrated.
    const errors = pageErrors(page);
    await page.goto(`/pa/pages/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(page.getByRole('heading', { level: 1, name: punjabi })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: punjabi })).not.toHaveAttribute('lang', /.*/);
    await expect(page).toHaveTitle(new RegExp(punjabi));
    await expectNoSideScroll(page);
    await page.goto(`/hi/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toHaveAttribute('lang', 'en');
    await expect(page.getByText(body)).toBeVisible();
    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: english })).not.toHaveAttribute('lang', /.*/);
    expect(errors).toEqual([]);
  });

  test('staff write the Punjabi hero text of the home page in the editor, publish, and /pa shows it while / shows English', async ({
    page,
    request,
  }, testInfo) => {
    // The home page's texts are one document: the two projects publishing it at once would race.
    test.skip(testInfo.project.name !== 'phone', 'Runs once, on the 390 px phone');
    const punjabi = `ਹਰ ਬੱਚੇ ਲਈ ਖ਼ੁਸ਼ੀ ਭਰੀ ਪੜ੍ਹਾਈ ${suffix()}`;
    const englishHeadline = (
      (await (await request.get('/api/page-texts/home')).json()) as { data: { texts: { hero: { headline: string } } } }
    ).data.texts.hero.headline;

    await signIn(page);
    await page.goto('/admin/pages/home');
    await page.getByRole('button', { name: 'Punjabi', exact: true }).click();
    const field = page.getByLabel('Headline (Punjabi)', { exact: true });
    await expect(field).toHaveValue(/.*/);
    await expect(page.getByText(`English: ${englishHeadline}`)).toBeVisible();
    await field.fill(punjabi);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published: visitors see it now (on Firebase within about a minute).')).toBeVisible();
    // Back in English, the English headline is as it was.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(englishHeadline);

    const pa = await markup(request, '/pa');
    expect(pa).toContain(punjabi);
    expect(pa).not.toContain(englishHeadline);
    const en = await markup(request, '/');
    expect(en).toContain(englishHeadline);
    expect(en).not.toContain(punjabi);
    // A text without a Punjabi version shows in English, marked so.
    const hi = await markup(request, '/hi');
    expect(hi).toMatch(new RegExp(`<span lang="en">${englishHeadline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`));

    await page.goto('/pa');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(punjabi);
    await expectNoSideScroll(page);
  });

  test('the notice in Hindi on /hi, in English on /, and English marked on /pa', async ({ page, request }) => {
    const id = suffix();
    const english = `The school closes at noon today ${id}.`;
    const hindi = `आज स्कूल दोपहर बारह बजे बंद होगा ${id}।`;
    const now = Date.now();
    const notice = await send(request, 'post', '/api/notices', {
      text: english,
      kind: 'emergency',
      link: 'https://school.example/circular',
      linkLabel: 'Read the circular',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
      translations: { hi: { text: hindi, linkLabel: 'परिपत्र पढ़ें' } },
    });
    try {
      const hi = await markup(request, '/hi/about');
      expect(hi).toContain(hindi);
      expect(hi).not.toContain(english);
      const pa = await markup(request, '/pa/about');
      expect(elementWithText(pa, english)).toMatch(/^<span lang="en">/);
      const en = await markup(request, '/about');
      expect(en).toContain(english);
      expect(en).not.toContain(hindi);

      await page.goto('/hi/about');
      const banner = page.getByRole('complementary', { name: 'विद्यालय सूचना' }).or(page.locator('aside').filter({ hasText: hindi }));
      await expect(banner.getByText(hindi)).toBeVisible();
      await expect(banner.getByRole('link', { name: 'परिपत्र पढ़ें' })).not.toHaveAttribute('lang', /.*/);
      await expectNoSideScroll(page);
      await page.goto('/pa/about');
      await expect(page.locator('aside').filter({ hasText: english }).getByRole('link', { name: 'Read the circular' })).toHaveAttribute(
        'lang',
        'en',
      );
    } finally {
      const token = await staffToken(request);
      await request.delete(`/api/notices/${String(notice._id)}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
});
