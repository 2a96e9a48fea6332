import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storeSession, test } from './fixtures';
import { otherPublicPaths, publicPages } from './public-routes';
import { startOwnSite, type RunningServer } from './server-process';
import { axeOf } from './page-head';

// The notice banner on a server of its own (its own DATA_DIR): a notice shows on every public page,
// and the layout-shift and accessibility specs that run beside this one on the shared server must
// never meet a banner they do not expect. The server's clock is the real one (it has no override);
// the API tests move the clock (functions/src/http/routes/notices*.test.ts), and here the notice is
// made to end a few seconds ahead, then seen gone from the HTML and from the open page.

const STAFF = { email: 'notices@school.example', password: 'notices e2e password', name: 'Mrs Sandhu' };
const PATHS = [...publicPages.map(({ path }) => path), ...otherPublicPaths];
const TEXT = 'School closed today because of heavy fog. Stay safe.';

let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A new server in this worker: a CLI run and a start, slow on a busy 2-core machine.
  test.setTimeout(180_000);
  server = await startOwnSite('notices', STAFF);
});
test.afterAll(async () => {
  await server?.stop();
});

async function token(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${server.url}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  return ((await response.json()) as { token: string }).token;
}

async function signIn(page: Page): Promise<string> {
  const t = await token(page.request);
  await storeSession(page, server.url, t, { name: STAFF.name, role: 'admin', email: STAFF.email });
  return t;
}

/** The banner as the server sends it: a labelled region before the header, or null. */
async function bannerInHtml(request: APIRequestContext, path: string): Promise<string | null> {
  const response = await request.get(`${server.url}${path}`);
  const html = await response.text();
  return /<aside aria-label="School notice"[^>]*>[\s\S]*?<\/aside>(?=[\s\S]*<header)/.exec(html)?.[0] ?? null;
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'School notice' });

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'the admin flow runs at desktop size; the phone test below checks the banner at 390 px');
  test('staff post a closure notice; it tops every public page, also without JavaScript, and is gone after its end', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const staffToken = await signIn(page);

    // Staff post it in the back office: it starts now and ends tomorrow (the form's defaults).
    await page.goto(`${server.url}/admin/dashboard`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Notices/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
    await expect(page.getByText('No notices yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New notice' }).click();
    const form = page.locator('section[aria-labelledby="notice-form-heading"]');
    await form.getByRole('button', { name: 'Post notice' }).click();
    await expect(form.getByText('Notice text is required')).toBeVisible();
    await form.getByLabel('Notice text').fill(TEXT);
    await form.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Closure' }).click();
    await form.getByLabel('Link (optional)').fill('https://school.example/fog');
    await form.getByLabel('Link text (optional)').fill('Read the circular');
    await expect(form.getByLabel('Start (India time)')).not.toHaveValue('');
    await form.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByText('Notice saved. It shows on the site now.')).toBeVisible();
    const row = page.getByTestId('notice-row').filter({ hasText: TEXT });
    await expect(row.getByText('Showing now')).toBeVisible();
    await expect(row.getByText('Closure', { exact: true })).toBeVisible();

    // In the server's HTML of every public route, before the header.
    for (const path of PATHS) {
      const html = await bannerInHtml(page.request, path);
      expect(html, path).toContain(TEXT);
      expect(html, path).toContain('Closure:');
    }
    // In the browser, at the very top, with its link; and with JavaScript off, the same.
    await page.goto(`${server.url}/contact`);
    await expect(banner(page)).toContainText(TEXT);
    await expect(banner(page).getByRole('link', { name: 'Read the circular' })).toHaveAttribute('href', 'https://school.example/fog');
    const [bannerBox, headerBox] = await Promise.all([banner(page).boundingBox(), page.locator('header').first().boundingBox()]);
    expect(bannerBox?.y).toBe(0);
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(headerBox?.y ?? 0);
    expect((await axeOf(page).include('aside').analyze()).violations).toEqual([]);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/about`);
    await expect(banner(plain)).toContainText(TEXT);

    // It now ends a few seconds ahead (the form takes minutes; the API takes any instant). Nobody acts
    // at the end: the open page drops it, and the server's HTML has it no more.
    const [notice] = (
      (await (await page.request.get(`${server.url}/api/notices`, { headers: { authorization: `Bearer ${staffToken}` } })).json()) as {
        data: Array<{ _id: string; startsAt: string }>;
      }
    ).data;
    const endsAt = new Date(Date.now() + 4000).toISOString();
    const body = {
      text: TEXT,
      kind: 'closure',
      link: 'https://school.example/fog',
      linkLabel: 'Read the circular',
      startsAt: notice?.startsAt,
      endsAt,
    };
    const put = await page.request.put(`${server.url}/api/notices/${notice?._id}`, {
      data: body,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(put.status()).toBe(200);
    await page.goto(`${server.url}/`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeHidden({ timeout: 15_000 });
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(endsAt));
    for (const path of PATHS) expect(await bannerInHtml(page.request, path), path).toBeNull();
    await plain.reload();
    await expect(banner(plain)).toHaveCount(0);
    await noScript.close();

    // Staff see it ended, and delete it after a confirmation.
    await page.goto(`${server.url}/admin/notices`);
    await expect(row.getByText('Ended')).toBeVisible();
    await row.getByRole('button', { name: /^Delete notice/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Notice deleted.')).toBeVisible();
    await expect(page.getByText('No notices yet.')).toBeVisible();
  });
});

test.describe(() => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');
  test('an emergency notice fits a 390 px phone above the header and is read as a labelled region', async ({ page, request }) => {
    const staffToken = await token(request);
    const auth = { authorization: `Bearer ${staffToken}` };
    const text = 'Emergency drill at 11:00: pupils gather on the main ground. Parents, please do not come to the school until 12:00.';
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 10 * 60_000).toISOString();
    const posted = await request.post(`${server.url}/api/notices`, {
      data: { text, kind: 'emergency', startsAt: start, endsAt: end },
      headers: auth,
    });
    expect(posted.status()).toBe(201);
    const { data } = (await posted.json()) as { data: { _id: string } };
    try {
      await page.goto(`${server.url}/`);
      await expect(banner(page)).toContainText(`Emergency: ${text}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      const box = await banner(page).boundingBox();
      expect(box?.y).toBe(0);
      expect((await axeOf(page).include('aside').analyze()).violations).toEqual([]);
    } finally {
      await request.delete(`${server.url}/api/notices/${data._id}`, { headers: auth });
    }
  });
});
