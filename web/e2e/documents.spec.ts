import { UNREADABLE_SCAN_MESSAGE } from '@school/shared/document-schemas';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { scanPdf, textPdf } from '../../functions/src/testing/test-pdfs';
import { expect, signIn, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { waitForHydration } from './public-routes';

// The documents library end to end (issue 35): staff upload a text PDF and a scan together at a
// desktop; the scan is flagged until its text is typed; a parent on a 390 px phone finds both on
// /documents, narrows them to a category, opens the scan's page, reads its typed text and downloads
// the same bytes as a PDF; and the pages work without JavaScript. The e2e server is shared: titles
// are unique, and nothing assumes the library is empty.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const uploader = (page: Page) => page.getByRole('region', { name: 'Upload documents' });
const editForm = (page: Page) => page.getByRole('region', { name: 'Edit Document' });
const row = (page: Page, title: string) =>
  page.getByTestId('document-admin-row').filter({ has: page.getByRole('heading', { name: title }) });

test('staff upload a text PDF and a scan; a parent on a phone finds the scan by category, reads its text and downloads it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = Math.random().toString(36).slice(2, 8);
  const textTitle = `Winter timings ${id}`;
  const scanTitle = `Fee circular scan ${id}`;
  const typed = `Fees for the winter term are due by 10 December (${id}).`;
  const scan = scanPdf();

  await signIn(page);
  await page.goto('/admin/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await page.getByTestId('document-files-input').setInputFiles([
    { name: `Winter_timings ${id}.pdf`, mimeType: 'application/pdf', buffer: textPdf('Winter timings from 1 December') },
    { name: `Fee circular scan ${id}.pdf`, mimeType: 'application/pdf', buffer: scan },
  ]);
  // Each title comes from its file's name; the fields below apply to both.
  await expect(uploader(page).getByRole('textbox', { name: `Title of Winter_timings ${id}.pdf` })).toHaveValue(textTitle);
  await uploader(page).getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Circular' }).click();
  await expect(uploader(page).getByRole('switch', { name: 'Published on the website' })).toBeChecked();
  await uploader(page).getByRole('button', { name: 'Upload 2 documents' }).click();
  // The server reads each PDF (pages, text) before it answers; its first read loads the PDF reader.
  await expect(page.getByText('2 documents uploaded')).toBeVisible({ timeout: 45_000 });

  // The scan is flagged in the list (the text PDF is not) until its text is typed.
  // The search's own answer, not the unfiltered list shown until the typing pause ends: opening a
  // row's editor before that answer re-draws the list lost the click twice. Counting two rows is not
  // enough: on a library that held none before, the unfiltered list has these two as well.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/documents' && url.searchParams.get('q') === id;
  });
  await page.getByRole('searchbox', { name: 'Search by title' }).fill(id);
  await searched;
  await expect(page.getByTestId('document-admin-row')).toHaveCount(2);
  await expect(row(page, scanTitle).getByText(UNREADABLE_SCAN_MESSAGE)).toBeVisible();
  await expect(row(page, textTitle)).toContainText('PDF, 1 page');
  await expect(row(page, textTitle).getByText(UNREADABLE_SCAN_MESSAGE)).toHaveCount(0);
  await row(page, scanTitle)
    .getByRole('button', { name: `Edit ${scanTitle}` })
    .click();
  await expect(editForm(page).getByTestId('scan-warning')).toHaveText(UNREADABLE_SCAN_MESSAGE);
  await editForm(page).getByRole('textbox', { name: 'Typed text of the scan' }).fill(typed);
  await editForm(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Document updated successfully!')).toBeVisible();
  await expect(row(page, scanTitle)).toBeVisible();
  await expect(row(page, scanTitle).getByText(UNREADABLE_SCAN_MESSAGE)).toHaveCount(0);

  // A parent on a phone: the list, the category's address, the document's page, the download.
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const visitor = await phone.newPage();
  await visitor.goto('/documents');
  await expect(visitor.getByRole('heading', { name: 'School documents', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: scanTitle, exact: true })).toBeVisible();
  await waitForHydration(visitor);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Circular' }).click();
  await expect(visitor).toHaveURL(/\/documents\?category=circular$/);
  await expect(visitor.getByRole('link', { name: 'Circular', exact: true })).toHaveAttribute('aria-current', 'page');
  await visitor.getByRole('link', { name: scanTitle, exact: true }).click();
  await expect(visitor.getByRole('heading', { name: scanTitle, level: 1 })).toBeVisible();
  await expect(visitor.getByText(typed)).toBeVisible();
  await expectNoAxeViolations(visitor);
  const downloadLink = visitor.getByRole('link', { name: /^Download \(PDF, \d+ KB\)$/ });
  const [download] = await Promise.all([visitor.waitForEvent('download'), downloadLink.click()]);
  expect(readFileSync(await download.path()).equals(scan)).toBe(true);
  const answer = await visitor.request.get((await downloadLink.getAttribute('href')) ?? '');
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await answer.body()).equals(scan)).toBe(true);
  await phone.close();

  // Without JavaScript: the category's list and the document's page as the server renders them.
  const plain = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto('/documents?category=circular');
  await reader.getByRole('link', { name: textTitle, exact: true }).click();
  await expect(reader.getByRole('heading', { name: textTitle, level: 1 })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^Download \(PDF, \d+ KB\)$/ })).toHaveAttribute(
    'href',
    /^\/api\/documents\/slug\/.+\/file$/,
  );
  await plain.close();
});
