import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-head';
import { waitForHydration } from './public-routes';
import { runCli, startServer } from './server-process';

// The privacy notice (issue 37, item 1) end to end, on a site of its own (the test changes the
// settings, which every page of the shared server shows): /privacy in English, Punjabi and Hindi
// without JavaScript, with the data-protection contact staff set in the settings (in the notice and
// the footer), the months messages are kept filled in, a version that grows when staff publish, and
// a 390 px phone.

const STAFF = { email: 'privacy@school.example', password: 'privacy e2e password', name: 'Mrs Sandhu' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CONTACT = { name: 'Mrs Harjit Kaur, Office Manager', email: 'dataprotection@school.example', phone: '+91 98140 22222' };

const ownSiteTest = test.extend<{ site: string }>({
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-privacy-'));
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

async function signIn(request: APIRequestContext, site: string): Promise<Record<string, string>> {
  const login = await request.post(`${site}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The settings as the admin screen reads them, saved with the contact and 18 months of messages. */
async function setContact(request: APIRequestContext, site: string, headers: Record<string, string>): Promise<void> {
  const current = ((await (await request.get(`${site}/api/settings/admin`, { headers })).json()) as { data: Record<string, unknown> }).data;
  const data = { ...current, officeEmail: 'office@school.example', dataProtection: CONTACT, retentionMonths: { messages: 18 } };
  const saved = await request.put(`${site}/api/settings`, { headers, data });
  expect(saved.status(), await saved.text()).toBe(200);
}

ownSiteTest(
  'the privacy notice reads in three languages without scripts, names the contact from the settings, and a publish is a new version',
  async ({ page, browser, site }) => {
    test.setTimeout(120_000);
    const headers = await signIn(page.request, site);
    await setContact(page.request, site, headers);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    // From the footer of the home page, as a parent finds it.
    await plain.goto(`${site}/`);
    const footer = plain.getByRole('contentinfo');
    await expect(footer).toContainText(`Data protection: ${CONTACT.name}, ${CONTACT.email}`);
    await footer.getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(plain).toHaveURL(/\/privacy$/);
    const pages = [
      {
        path: '/privacy',
        lang: 'en',
        title: 'Privacy Notice',
        version: 'Version 1, published',
        contact: 'Data-protection contact',
        kept: '18 months',
      },
      { path: '/pa/privacy', lang: 'pa', title: 'ਪਰਾਈਵੇਸੀ ਨੋਟਿਸ', version: 'ਸੰਸਕਰਣ 1', contact: 'ਡਾਟਾ ਸੁਰੱਖਿਆ ਸੰਪਰਕ', kept: '18' },
      { path: '/hi/privacy', lang: 'hi', title: 'गोपनीयता सूचना', version: 'संस्करण 1', contact: 'डेटा संरक्षण संपर्क', kept: '18' },
    ];
    for (const one of pages) {
      await plain.goto(`${site}${one.path}`);
      await expect(plain.locator('html')).toHaveAttribute('lang', one.lang);
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText(one.title);
      const main = plain.getByRole('main');
      await expect(main).toContainText(one.version);
      // Every kind of data the site collects, each with what, why and how long; the months from the settings.
      await expect(main.getByRole('article')).toHaveCount(5);
      await expect(main.getByRole('article').first()).toContainText(one.kept);
      await expect(main).not.toContainText('{');
      const contact = main.getByRole('region', { name: one.contact });
      await expect(contact).toContainText(CONTACT.name);
      await expect(contact.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
      await expect(contact.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', 'tel:+919814022222');
    }
    await noScript.close();

    // Staff publish a change: the notice is version 2.
    const draft = (await (await page.request.get(`${site}/api/page-texts/privacy/draft`, { headers })).json()) as {
      data: { published: { texts: Record<string, unknown> } };
    };
    const texts = { ...draft.data.published.texts, subtitle: 'How we look after the personal data of parents and visitors.' };
    expect((await page.request.put(`${site}/api/page-texts/privacy/draft`, { headers, data: texts })).status()).toBe(200);
    expect((await page.request.post(`${site}/api/page-texts/privacy/publish`, { headers, data: {} })).status()).toBe(200);

    // A parent on a phone: version 2, the whole notice fits, nothing an assistive technology trips on.
    const phone = await browser.newContext({ ...PHONE });
    const visitor = await phone.newPage();
    await visitor.goto(`${site}/privacy`);
    await expect(visitor.getByRole('main')).toContainText('Version 2, published');
    await expect(visitor.getByText('How we look after the personal data of parents and visitors.')).toBeVisible();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await waitForHydration(visitor);
    await expectNoAxeViolations(visitor);
    await phone.close();
  },
);
