import type { FeesTexts } from '@school/shared/fee-schemas';
import type { Page } from '@playwright/test';
import { admin, expect, signIn, storeSession, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { waitForHydration } from './public-routes';

// The fee structure end to end (issue 36, item 3): staff save a two-year table whose new year has a
// 12 % rise on one head, see the warning naming the cap and the Act, and publish after confirming;
// visitors read the table on a desktop, on a 390 px phone (the table scrolls, the page does not) and
// without JavaScript, download the same numbers as CSV, read the Punjabi labels and print it without
// the site's frame. The fees page is one per site: this spec alone writes it.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAW = 'Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016';

const fees = (id: string): FeesTexts => ({
  intro: `Fees are paid at the school office in Faridkot (${id}).`,
  years: [
    {
      year: '2025-26',
      classes: ['Nursery', 'I'],
      heads: [
        { name: 'Admission fee', frequency: 'one-time', amounts: [15000, 15000] },
        { name: 'Tuition fee', frequency: 'monthly', amounts: [2000, 2500] },
      ],
    },
    {
      year: '2026-27',
      classes: ['Nursery', 'I'],
      heads: [
        { name: 'Admission fee', frequency: 'one-time', amounts: [15000, 15500] },
        // Nursery's tuition rises 12 %: above the cap.
        { name: 'Tuition fee', frequency: 'monthly', amounts: [2240, 2600] },
        { name: 'Computer lab', frequency: 'annual', amounts: [null, 1200] },
      ],
    },
  ],
  shops: [{ name: `Guru Nanak Book Depot ${id}`, address: 'Main Bazaar, Faridkot 151203', phone: '+91 98140 12345' }],
});

/** Each row of the year's table as the CSV writes it: the class, then the amounts (digits only; '' for "not charged"). */
const tableRows = (page: Page, year: string) =>
  page
    .getByRole('region', { name: new RegExp(`${year}`) })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell, index) =>
          // innerText: the change below an amount is a block of its own, so its digits stay apart.
          index === 0
            ? (cell as HTMLElement).innerText
            : (/₹([\d,]+)/.exec((cell as HTMLElement).innerText)?.[1] ?? '').replaceAll(',', ''),
        ),
      ),
    );

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('staff publish a fee table with a rise above the cap after the warning; visitors read, download and print it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const id = Math.random().toString(36).slice(2, 8);
  const token = await signIn(page);
  const auth = { authorization: `Bearer ${token}` };
  const settings = await page.request.get('/api/settings/admin', { headers: auth });
  const cap = ((await settings.json()) as { data: { feeCapPercent: number } }).data.feeCapPercent;
  expect(cap).toBeLessThan(12);
  const saved = await page.request.put('/api/page-texts/fees/draft', { headers: auth, data: fees(id) });
  expect(saved.status()).toBe(200);

  // Staff: the warning names the cap and the Act; publishing asks first, listing the rise.
  await page.goto('/admin/fees');
  await expect(page.getByRole('heading', { name: 'Fee structure', level: 1 })).toBeVisible();
  const warning = page.getByRole('note');
  await expect(warning).toContainText(`1 amount rises more than ${cap} % against 2025-26.`);
  await expect(warning).toContainText(`Section 5 of the ${LAW} caps a yearly rise at ${cap} %.`);
  await expect(page.getByText('Rises 12.0 %')).toBeVisible();
  // The preview shows the draft as visitors will see it, and leads back to this screen.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/fees\/preview\/admissions\/fees$/);
  await expect(page.getByRole('region', { name: 'Fee structure 2026-27 (scrolls sideways)' })).toContainText('₹2,240');
  await page.getByRole('link', { name: 'Back to editing' }).click();
  await expect(page).toHaveURL(/\/admin\/fees$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish rises above the cap?' });
  await expect(dialog).toContainText('2026-27, Nursery, Tuition fee: ₹2,000 → ₹2,240 (+12.0 %)');
  await dialog.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: visitors see it now' })).toBeVisible();

  // A visitor at a desktop: the newest year first, each amount with its change, nothing sideways.
  await page.goto('/admissions/fees');
  await expect(page.getByRole('heading', { name: 'Fee Structure', level: 1 })).toBeVisible();
  await expect(page.getByText(fees(id).intro)).toBeVisible();
  const headings = page.getByRole('heading', { level: 2, name: /^Fee structure / });
  await expect(headings).toHaveText(['Fee structure 2026-27', 'Fee structure 2025-26']);
  const newest = page.getByRole('region', { name: 'Fee structure 2026-27 (scrolls sideways)' });
  await expect(newest.getByRole('row', { name: /^Nursery/ })).toContainText('₹2,240+12.0 %');
  await expect(newest.getByRole('columnheader', { name: 'Tuition fee Per month' })).toBeVisible();
  expect(await tableRows(page, '2026-27')).toEqual([
    ['Nursery', '15000', '2240', '', '26880', '41880'],
    ['I', '15500', '2600', '1200', '32400', '47900'],
  ]);
  await expect(page.getByRole('link', { name: '+91 98140 12345' })).toHaveAttribute('href', 'tel:+919814012345');
  await expect(page.getByText(`Shown as the ${LAW} asks.`)).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The CSV link answers the table's numbers.
  const csvLink = page.getByRole('link', { name: 'Download 2026-27 as CSV' });
  const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
  expect(csv.headers()['content-disposition']).toBe('attachment; filename="fee-structure-2026-27.csv"');
  const csvRows = (await csv.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
  expect(csvRows).toEqual(await tableRows(page, '2026-27'));

  // Print: the page alone, without the site's header, footer and buttons.
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(csvLink).toBeHidden();
  await expect(newest.getByRole('row', { name: /^I\b/ })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A phone: the table scrolls inside its region, the page never sideways.
  const phone = await browser.newContext({ ...PHONE, baseURL });
  const visitor = await phone.newPage();
  await visitor.goto('/admissions/fees');
  const region = visitor.getByRole('region', { name: 'Fee structure 2026-27 (scrolls sideways)' });
  await expect(region).toBeVisible();
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await sidewaysScroll(visitor)).toBeLessThanOrEqual(0);
  await expect(region.getByRole('rowheader', { name: 'Nursery' })).toBeInViewport();
  await waitForHydration(visitor);
  await expectNoAxeViolations(visitor);
  // Staff on the same phone: the editor's grid scrolls in its box, the screen does not.
  await storeSession(visitor, '', token, { name: admin.name, role: 'superadmin', email: admin.email });
  await visitor.goto('/admin/fees');
  await expect(visitor.getByRole('textbox', { name: 'Tuition fee, Nursery' })).toHaveValue('2240');
  expect(await sidewaysScroll(visitor)).toBeLessThanOrEqual(0);
  await phone.close();

  // Without JavaScript: the server's HTML has the whole table, and no Print button that would do nothing.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/admissions/fees');
  expect(await tableRows(plain, '2026-27')).toEqual(await tableRows(page, '2026-27'));
  await expect(plain.getByRole('button', { name: 'Print' })).toBeHidden();
  // The Punjabi page's labels, from the catalogue.
  await plain.goto('/pa/admissions/fees');
  await expect(plain.getByRole('heading', { name: 'ਫ਼ੀਸ ਢਾਂਚਾ', level: 1 })).toBeVisible();
  const punjabi = plain.getByRole('region', { name: 'ਫ਼ੀਸ ਢਾਂਚਾ 2026-27 (ਪਾਸੇ ਵੱਲ ਸਕ੍ਰੋਲ ਹੁੰਦਾ ਹੈ)' });
  await expect(punjabi.getByRole('columnheader', { name: 'ਜਮਾਤ', exact: true })).toBeVisible();
  await expect(punjabi.getByRole('columnheader', { name: 'ਸਾਲ ਦਾ ਕੁੱਲ', exact: true })).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'ਕਿਤਾਬਾਂ ਅਤੇ ਵਰਦੀ ਕਿੱਥੋਂ ਖ਼ਰੀਦੋ' })).toBeVisible();
  await noScript.close();
});
