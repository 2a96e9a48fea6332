import { textPdf } from '../../functions/src/testing/test-pdfs';
import { expect, staffToken, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { waitForHydration } from './public-routes';

// The site search end to end (issue 35, item 5): a word that is only inside a PDF is found from the
// header's box at a desktop, from the search button on a 390 px phone in Hindi, and without
// JavaScript. The e2e server is shared: the words are unique to this run.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a word only inside a PDF is found from the header, on a Hindi phone page and without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const id = Math.random().toString(36).slice(2, 8);
  const word = `quokka${id}`;
  const title = `Nature walk circular ${id}`;
  const created = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    multipart: {
      title,
      category: 'circular',
      dateIssued: '2026-11-20',
      translations: JSON.stringify({ hi: { title: `प्रकृति सैर परिपत्र ${id}` } }),
      file: { name: 'walk.pdf', mimeType: 'application/pdf', buffer: textPdf('Nature walk on Saturday', `Look out for the ${word} trail`) },
    },
  });
  expect(created.status()).toBe(201);
  const slug = ((await created.json()) as { data: { slug: string } }).data.slug;

  // A desktop (this spec's project): the header's box, then the result's page.
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByRole('status')).toHaveText(`1 result for “${word}”`);
  const result = page.getByRole('list', { name: 'Results' }).getByRole('article');
  await expect(result.getByRole('link', { name: title })).toHaveAttribute('href', `/documents/${slug}`);
  await expect(result).toContainText(`Look out for the ${word} trail`);
  await expectNoAxeViolations(page);
  await result.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // A phone in Hindi: the search button beside the menu, the page's own box, the Hindi title.
  const phone = await browser.newContext(PHONE);
  const hindi = await phone.newPage();
  await hindi.goto('/hi');
  await waitForHydration(hindi);
  await hindi.getByRole('link', { name: 'खोजें' }).click();
  await expect(hindi).toHaveURL(/\/hi\/search$/);
  await hindi.getByRole('searchbox', { name: 'साइट में खोजें' }).fill(word);
  await hindi.getByRole('button', { name: 'खोजें' }).click();
  const found = hindi.getByRole('list', { name: 'परिणाम' }).getByRole('link', { name: `प्रकृति सैर परिपत्र ${id}` });
  await expect(found).toHaveAttribute('href', `/hi/documents/${slug}`);
  expect(await hindi.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // Without JavaScript the server renders the results, and the box is a plain form.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto('/search');
  await noScript.getByRole('searchbox', { name: 'Search the site' }).fill(word);
  await noScript.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(noScript.getByRole('list', { name: 'Results' }).getByRole('link', { name: title })).toBeVisible();
  await plain.close();
});
