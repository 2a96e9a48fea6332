import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { textPdf } from '../../functions/src/testing/test-pdfs';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';

// A document linked where parents look (issue 35, item 7), end to end at a desktop and on a 390 px
// phone: staff write a news item and choose its document from the library in the picker, which
// marks a draft as one; a visitor opens the item's page, with and without JavaScript, and follows
// its "Download: …" link to the same bytes. The e2e server is shared: titles carry a unique id.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** The visitor's browser at this project's size. */
const size = () => (test.info().project.name === 'phone' ? PHONE : DESKTOP);

const panel = (page: Page) => page.locator('section[aria-labelledby="news-form-heading"]');

/** A document uploaded as the admin's uploader sends it (the upload screen has its own spec). */
async function uploadDocument(request: APIRequestContext, token: string, title: string, pdf: Buffer, published: boolean) {
  const response = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      category: 'fee-structure',
      dateIssued: '2026-04-01',
      isPublished: String(published),
      file: { name: 'fees.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('staff link a library document to a news item with the picker; a visitor downloads it from the item’s page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = Math.random().toString(36).slice(2, 8);
  const docTitle = `Fee structure ${id}`;
  const itemTitle = `Fees for the new session ${id}`;
  const pdf = textPdf(`Fee structure 2026-27 ${id}`, 'Tuition, transport and meals');
  const token = await signIn(page);
  await uploadDocument(page.request, token, docTitle, pdf, true);
  await uploadDocument(page.request, token, `Draft fee circular ${id}`, textPdf('Not yet'), false);

  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'Add News' }).click();
  await panel(page).getByLabel('Title').fill(itemTitle);
  await panel(page).getByLabel('Description').fill('The fee structure for the new session is out.');
  await panel(page).getByRole('button', { name: 'Choose a document' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a document' });
  await picker.getByRole('searchbox', { name: 'Search by title' }).fill(id);
  // Both are offered; the draft says it is not on the site.
  await expect(picker.getByRole('button', { name: new RegExp(`^Draft fee circular ${id}.*Draft: not on the site$`) })).toBeVisible();
  const chosen = picker.getByRole('button', { name: new RegExp(`^${docTitle}.*Published$`) });
  await expect(chosen).toBeVisible();
  await expectNoAxeViolations(page);
  // The keyboard chooses, as a mouse would.
  await chosen.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(panel(page).getByTestId('linked-document')).toHaveText(docTitle);
  await panel(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Item created successfully!')).toBeVisible();

  const listed = await page.request.get(`/api/events?limit=20&q=${id}`, { headers: { authorization: `Bearer ${token}` } });
  const item = ((await listed.json()) as { data: { title: string; slug: string; documentSlug?: string }[] }).data.find(
    (one) => one.title === itemTitle,
  );
  expect(item?.documentSlug).toMatch(/^fee-structure-/);

  // A visitor (at this project's size) opens the item's page and downloads the document.
  const visitorContext = await browser.newContext({ ...size(), baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/news/${item?.slug ?? ''}`);
  await expect(visitor.getByRole('heading', { name: itemTitle, level: 1 })).toBeVisible();
  const download = visitor.getByRole('link', { name: new RegExp(`^Download: ${docTitle} \\(PDF, \\d+ KB\\)$`) });
  await expect(download).toBeVisible();
  await expectNoAxeViolations(visitor);
  const [file] = await Promise.all([visitor.waitForEvent('download'), download.click()]);
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true);
  await visitorContext.close();

  // Without JavaScript the server's page has the same link.
  const plain = await browser.newContext({ ...size(), baseURL, javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(`/news/${item?.slug ?? ''}`);
  await expect(reader.getByRole('link', { name: new RegExp(`^Download: ${docTitle} `) })).toHaveAttribute(
    'href',
    /^\/api\/documents\/slug\/fee-structure-.+\/file$/,
  );
  await plain.close();
});
