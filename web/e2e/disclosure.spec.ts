import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { textPdf } from '../../functions/src/testing/test-pdfs';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { waitForHydration } from './public-routes';
import { runCli, startServer } from './server-process';

// CBSE's Mandatory Public Disclosure (issue 36) end to end, on a site of its own (the test changes
// the settings, which every page of the shared server shows): with the board set to CBSE the home
// page's server HTML links the disclosure page, which shows sections A to E with the affiliation
// number from the settings, a certificate uploaded under its item with its validity, and a missing
// one as not yet published, without JavaScript, and fits a 390 px phone.

const STAFF = { email: 'disclosure@school.example', password: 'disclosure e2e password', name: 'Mr Gill' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const AFFILIATION = '1630999';

const ownSiteTest = test.extend<{ site: string }>({
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-disclosure-'));
      await runCli(
        'admin-cli.ts',
        ['create', '--email', STAFF.email, '--password', STAFF.password, '--name', STAFF.name, '--role', 'admin'],
        dataDir,
      );
      const server = await startServer(dataDir);
      await use(server.url);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 90_000 },
  ],
});

/** The settings as the admin screen reads them, saved with the board CBSE and its numbers. */
async function setCbse(request: APIRequestContext, site: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const current = ((await (await request.get(`${site}/api/settings/admin`, { headers })).json()) as { data: Record<string, any> }).data;
  const data = {
    ...current,
    officeEmail: 'office@school.example',
    board: { name: 'CBSE', affiliationNumber: AFFILIATION, schoolCode: '20999' },
    principal: { ...current.principal, qualification: 'M.Sc., B.Ed.' },
  };
  const saved = await request.put(`${site}/api/settings`, { headers, data });
  expect(saved.status(), await saved.text()).toBe(200);
}

ownSiteTest(
  'with the board CBSE, the home page links the disclosure page, whose five sections show the settings and the certificates',
  async ({ page, browser, site }) => {
    test.setTimeout(120_000);
    const login = await page.request.post(`${site}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
    const token = ((await login.json()) as { token: string }).token;

    // Before: another board, no link.
    expect(await (await page.request.get(`${site}/`)).text()).not.toContain('href="/mandatory-public-disclosure"');
    await setCbse(page.request, site, token);
    const upload = await page.request.post(`${site}/api/documents`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title: 'Fire safety certificate 2026-27',
        category: 'certificate',
        dateIssued: '2026-04-01',
        validUntil: '2099-03-31',
        disclosure: 'fire-safety',
        file: { name: 'fire.pdf', mimeType: 'application/pdf', buffer: textPdf('Fire safety certificate') },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    // The home page's server HTML, as a crawler or CBSE's inspector without scripts gets it: the link in the page and the footer.
    const home = await (await page.request.get(`${site}/`)).text();
    expect(home.match(/<a [^>]*href="\/mandatory-public-disclosure"/g)?.length).toBe(2);

    // The page itself without JavaScript.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${site}/`);
    await plain.getByRole('main').getByRole('link', { name: 'Mandatory Public Disclosure' }).click();
    await expect(plain).toHaveURL(/\/mandatory-public-disclosure$/);
    await expect(plain.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'A. General information',
      'B. Documents and information',
      'C. Results and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    const general = plain.getByRole('region', { name: 'A. General information' });
    await expect(general.getByText('Affiliation number').locator('xpath=following-sibling::dd')).toHaveText(AFFILIATION);
    const documents = plain.getByRole('table', { name: 'Documents of the school' });
    const fire = documents.getByRole('row').filter({ has: plain.getByRole('rowheader', { name: 'Fire safety certificate' }) });
    await expect(fire.getByRole('link', { name: 'Fire safety certificate 2026-27' })).toHaveAttribute(
      'href',
      /^\/documents\/fire-safety-certificate/,
    );
    await expect(fire).toContainText('Valid until March 31, 2099');
    const noc = documents.getByRole('row').filter({ has: plain.getByRole('rowheader', { name: /^No Objection Certificate/ }) });
    await expect(noc).toContainText('Not yet published');
    await expect(noc.getByRole('link')).toHaveCount(0);
    await noScript.close();

    // A parent on a phone, with scripts: the whole page fits, wide tables scroll inside themselves.
    const phone = await browser.newContext({ ...PHONE });
    const visitor = await phone.newPage();
    await visitor.goto(`${site}/mandatory-public-disclosure`);
    await expect(visitor.getByRole('heading', { name: 'E. School infrastructure' })).toBeVisible();
    await visitor.getByRole('heading', { name: 'E. School infrastructure' }).scrollIntoViewIfNeeded();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await waitForHydration(visitor);
    await expectNoAxeViolations(visitor);
    // The Punjabi page's headings from the catalogue.
    await visitor.goto(`${site}/pa/mandatory-public-disclosure`);
    await expect(visitor.getByRole('heading', { name: 'ੳ. ਆਮ ਜਾਣਕਾਰੀ' })).toBeVisible();
    await phone.close();
  },
);
