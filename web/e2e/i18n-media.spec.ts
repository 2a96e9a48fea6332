import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, staffToken, test } from './fixtures';
import { pageErrors } from './page-head';
import { waitForHydration } from './public-routes';

// Galleries in three languages (issue 25): a gallery's Punjabi title under /pa/media and
// /pa/media/{slug}, its English title at today's addresses, and the English (marked lang="en")
// where staff wrote no translation, in the server's HTML and in the page; the lightbox's own texts
// in the page's language; staff write the translations in the admin beside the English. The shared
// server is used by every spec in parallel: each test makes its own gallery.

const suffix = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** The element in `html` whose whole text is `text`, with its opening tag. */
function elementWithText(html: string, text: string): string | undefined {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<(\\w+)[^>]*>${escaped}</\\1>`).exec(html)?.[0];
}

/** The page's HTML without its scripts (the data the page hydrates from holds every language's texts). */
const markup = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

const langOf = (locator: Locator) => locator.evaluate((element) => element.getAttribute('lang'));

/** The page does not scroll sideways (390 px phones included). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A published gallery of two photos made through the API as staff; photo 1 has an English and a Punjabi alt text. */
async function createGallery(request: APIRequestContext, body: object): Promise<{ _id: string; slug: string }> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const created = await request.post('/api/galleries', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const gallery = ((await created.json()) as { data: { _id: string; slug: string } }).data;
  const ids: string[] = [];
  for (const background of ['#c0392b', '#2980b9']) {
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const uploaded = await request.post(`/api/galleries/${gallery._id}/images`, {
      headers,
      multipart: { images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const images = ((await uploaded.json()) as { data: { images: { _id: string }[] } }).data.images;
    ids.push(images[images.length - 1]?._id ?? '');
  }
  const alt = await request.put(`/api/galleries/${gallery._id}/images/${ids[0]}`, {
    headers,
    data: { alt: 'Students on stage', translations: { pa: { alt: 'ਸਟੇਜ ’ਤੇ ਵਿਦਿਆਰਥੀ' } } },
  });
  expect(alt.status()).toBe(200);
  expect((await request.put(`/api/galleries/${gallery._id}`, { headers, data: { isPublished: true } })).status()).toBe(200);
  return gallery;
}

test.describe('galleries in Punjabi and Hindi', () => {
  test('a Punjabi title shows under /pa/media and /pa/media/<slug>, the English under /media and where none is written', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = suffix();
    const english = `Annual Day ${id}`;
    const punjabi = `ਸਾਲਾਨਾ ਸਮਾਗਮ ${id}`;
    const { slug } = await createGallery(request, { title: english, category: 'events', translations: { pa: { title: punjabi } } });

    // The server's HTML: Punjabi under /pa, English at today's address and (marked) under /hi.
    for (const path of ['/pa/media', `/pa/media/${slug}`]) {
      const html = await markup(request, path);
      expect(html).toContain('<html lang="pa"');
      const element = elementWithText(html, punjabi);
      expect(element, path).toBeDefined();
      expect(element).not.toContain('lang=');
      expect(html).not.toContain(english);
    }
    const punjabiPage = await markup(request, `/pa/media/${slug}`);
    expect(punjabiPage).toContain(`<title>${punjabi} · `);
    expect(punjabiPage).toMatch(/alt="ਸਟੇਜ ’ਤੇ ਵਿਦਿਆਰਥੀ"/);
    expect(punjabiPage).toContain('2 ਤਸਵੀਰਾਂ');
    const englishPage = await markup(request, '/media');
    expect(elementWithText(englishPage, english)).not.toContain('lang=');
    expect(englishPage).not.toContain(punjabi);
    const hindiPage = await markup(request, `/hi/media/${slug}`);
    expect(elementWithText(hindiPage, english)).toMatch(/^<h1[^>]* lang="en"/);
    expect(hindiPage).toMatch(/<img[^>]* alt="Students on stage"[^>]* lang="en"|<img[^>]* lang="en"[^>]* alt="Students on stage"/);

    // The page in Punjabi: the title, the count, the Punjabi alt text and the made-up one in Punjabi.
    const errors = pageErrors(page);
    await page.goto(`/pa/media/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa');
    const title = page.getByRole('heading', { level: 1, name: punjabi });
    await expect(title).toBeVisible();
    expect(await langOf(title)).toBeNull();
    await expect(page.getByText('2 ਤਸਵੀਰਾਂ', { exact: true })).toBeVisible();
    const onStage = page.getByRole('img', { name: 'ਸਟੇਜ ’ਤੇ ਵਿਦਿਆਰਥੀ' });
    await expect(onStage).toBeVisible();
    expect(await langOf(onStage)).toBeNull();
    await expect(page.getByRole('img', { name: `${punjabi}, ਤਸਵੀਰ 2` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ਸਾਰੀਆਂ ਗੈਲਰੀਆਂ' })).toHaveAttribute('href', '/pa/media');
    await expectNoSideScroll(page);

    // In Hindi nothing is translated: the English title and alt text, each marked lang="en"; the
    // lightbox speaks Hindi.
    await page.goto(`/hi/media/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const englishTitle = page.getByRole('heading', { level: 1, name: english });
    await expect(englishTitle).toHaveAttribute('lang', 'en');
    await expect(page.getByText('2 फ़ोटो', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Students on stage' })).toHaveAttribute('lang', 'en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Students on stage: बड़ा करके देखें' }).click();
    const lightbox = page.getByRole('dialog', { name: 'फ़ोटो बड़े आकार में' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'अगली फ़ोटो' })).toBeVisible();
    await expect(lightbox.getByRole('group', { name: '2 में से 1' })).toBeVisible();
    await lightbox.getByRole('button', { name: 'बंद करें' }).click();
    await expect(lightbox).toBeHidden();

    // English at today's address, unmarked.
    await page.goto('/media');
    await waitForHydration(page);
    await page.getByRole('button', { name: english, exact: true }).click();
    const heading = page.getByRole('heading', { level: 2, name: english });
    await expect(heading).toBeVisible();
    expect(await langOf(heading)).toBeNull();
    await expect(page.getByRole('img', { name: 'Students on stage' })).toBeVisible();
    expect(await langOf(page.getByRole('img', { name: 'Students on stage' }))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('staff write the Punjabi title in the admin beside the English, and the Hindi later', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    const id = suffix();
    const english = `Science Fair ${id}`;
    const punjabi = `ਵਿਗਿਆਨ ਮੇਲਾ ${id}`;
    const hindi = `विज्ञान मेला ${id}`;
    await signIn(page);
    await page.goto('/admin/media');
    await page.getByRole('button', { name: 'New gallery' }).click();
    const form = page.getByRole('dialog', { name: 'New gallery' });
    await form.getByLabel('Title').fill(english);
    await form.getByLabel('Category').fill('academics');
    await form.getByRole('tab', { name: 'Punjabi' }).click();
    const punjabiTitle = form.getByLabel('Title in Punjabi (optional)');
    await punjabiTitle.fill(punjabi);
    await expect(punjabiTitle).toHaveAttribute('lang', 'pa');
    await expect(form.getByRole('tab', { name: 'Punjabi ✓' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSideScroll(page);
    await form.getByRole('button', { name: 'Create gallery' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { name: english })).toBeVisible();
    await expect(page.getByText('Also in Punjabi', { exact: true })).toBeVisible();

    // Edit details: the Punjabi is there; add the Hindi.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit gallery' });
    await expect(edit.getByLabel('Title')).toHaveValue(english);
    await edit.getByRole('tab', { name: 'Punjabi ✓' }).click();
    await expect(edit.getByLabel('Title in Punjabi (optional)')).toHaveValue(punjabi);
    await edit.getByRole('tab', { name: 'Hindi' }).click();
    await edit.getByLabel('Title in Hindi (optional)').fill(hindi);
    await edit.getByRole('button', { name: 'Save gallery' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Also in Punjabi and Hindi', { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(page.getByText('Gallery published')).toBeVisible();

    // A photo's alt text in Hindi, on the photo details' Hindi tab.
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#27ae60' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Photos to upload').setInputFiles([{ name: 'fair.jpg', mimeType: 'image/jpeg', buffer }]);
    const grid = page.getByRole('list', { name: 'Photos in this gallery' });
    await expect(grid.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await grid.getByRole('button', { name: /^Photo 1:/ }).click();
    const details = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await details.getByLabel('Alt text').fill('Model of a volcano');
    await details.getByRole('tab', { name: 'Hindi' }).click();
    await details.getByLabel('Alt text in Hindi (optional)').fill('ज्वालामुखी का मॉडल');
    await expect(details.getByRole('tab', { name: 'Hindi ✓' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSideScroll(page);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Image details saved')).toBeVisible();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    const token = await staffToken(request);
    const list = (await (await request.get('/api/galleries', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { title: string; translations?: unknown; images: { alt: string; translations?: unknown }[] }[];
    };
    const saved = list.data.find((gallery) => gallery.title === english);
    expect(saved?.translations).toEqual({ pa: { title: punjabi }, hi: { title: hindi } });
    expect(saved?.images[0]).toMatchObject({ alt: 'Model of a volcano', translations: { hi: { alt: 'ज्वालामुखी का मॉडल' } } });

    // Visitors: the Hindi title's button under /hi/media.
    const visitor = await context.newPage();
    await visitor.goto('/hi/media');
    await waitForHydration(visitor);
    await visitor.getByRole('button', { name: hindi, exact: true }).click();
    await expect(visitor.getByRole('heading', { level: 2, name: hindi })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'ज्वालामुखी का मॉडल' })).toBeVisible();
    await visitor.close();
  });
});
