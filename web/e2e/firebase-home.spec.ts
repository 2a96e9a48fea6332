import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { latestCode, visitorEmail } from './mail-outbox';
import { publicPages, waitForHydration } from './public-routes';
import { expect as baseExpect, test as base } from './fixtures';
import { FIREBASE_STAFF } from './sites';

// The Firebase home as a visitor and a staff member see it: Hosting (firebase.json's rewrites and
// headers) in front of the built Cloud Function, which renders the pages and answers the API, with
// Firebase Auth (emulator), Firestore (the in-process emulator) and Cloud Storage (the fake): what
// this machine can run without Java. Made once per run in the background (start-sites.ts). Desktop size
// only: the layouts are the same components as the embedded home's, tested there at both sizes;
// what differs here is the path the data takes.
const test = base.extend({ baseURL: async ({ firebaseSite }, use) => use(firebaseSite.url) });
// The Functions emulator runs the function in a worker of its own and is far slower than a deployed
// instance (a cold request takes seconds on this machine), and a request that meets no idle worker
// waits for a new one to load the whole function: on two cores shared with the rest of `npm test`,
// a sign-in, a first write, a code's check and once the sending of a code (a fresh clone's npm test,
// 2026-12-01) each took over 20 s. So every wait here allows 45 s; a passing test never waits for it.
const expect = baseExpect.configure({ timeout: 45_000 });
// One after the other in one Playwright worker, as the file's order says (not spread over the three):
// each request that finds the emulated function busy starts another worker that loads the whole
// function, and three journeys at once started 7 to 9 of them (about 10 CPU-seconds more a run,
// and the slow first answers above). The journeys share nothing and still start from scratch.
test.describe.configure({ timeout: 180_000, mode: 'default' });
test.skip(({ isMobile }) => isMobile, 'The Firebase home runs at desktop size; the embedded suite covers the phone layouts.');

async function signInThroughTheForm(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(FIREBASE_STAFF.email);
  await page.getByLabel('Password').fill(FIREBASE_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A sign-in goes through the Auth emulator and the function (a password hash, a session).
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Welcome, ${FIREBASE_STAFF.name}`)).toBeVisible();
  // Pages are kept at the CDN for up to a minute: staff are told.
  await expect(page.getByText('What you publish appears on the public website within about a minute.')).toBeVisible();
}

test.describe('the Firebase home', () => {
  test('every public route is rendered by the function, cached by the CDN rules, and hydrates without an error', async ({ page }) => {
    const errors: string[] = [];
    // Each error names its page: the loop visits twenty.
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
    for (const { path, text } of publicPages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      await expect(page.getByRole('main').getByText(text).first(), path).toBeVisible();
    }
    for (const path of ['/news', '/events', '/media']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await waitForHydration(page);
    expect(errors).toEqual([]);
    // A path no rewrite names: Hosting's 404 with the Not Found page rendered at build time.
    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });

  test('staff sign in, upload a photo to a new gallery and publish it; visitors see it on /media from the server', async ({
    page,
    request,
  }) => {
    await signInThroughTheForm(page);
    const title = `Sports day ${Date.now()}`;
    await page.goto('/admin/media');
    await page.getByRole('button', { name: 'New gallery' }).click();
    const form = page.getByRole('dialog', { name: 'New gallery' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').fill('sports');
    await form.getByRole('button', { name: 'Create gallery' }).click();
    // Like a sign-in, a first write can meet a Functions emulator worker still starting.
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2980b9' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Photos to upload').setInputFiles([{ name: 'relay.jpg', mimeType: 'image/jpeg', buffer }]);
    await expect(page.getByRole('list', { name: 'Photos in this gallery' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();

    // The CDN rules let a page be kept 60 s; the emulator keeps nothing, so the next visit is fresh.
    const html = await (await request.get('/media')).text();
    expect(html).toContain(title);
    await page.goto('/media');
    await page.getByRole('button', { name: title, exact: true }).click();
    const photo = page.getByRole('region', { name: title }).getByRole('img').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a visitor verifies the e-mail by code and sends a message, which staff read in the inbox', async ({ page, firebaseSite }) => {
    const email = visitorEmail('firebase-contact');
    const subject = `Bus route question ${Date.now()}`;
    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await expect(form.getByText('OTP sent to your email. Please check and verify.')).toBeVisible();
    await form.getByLabel('Enter OTP').fill(await latestCode(email, firebaseSite.outbox));
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    // The code's check goes through the Functions emulator and Firestore, as a sign-in does.
    await expect(form.getByText('Email verified successfully!')).toBeVisible();
    await form.getByLabel('Name').fill('Gurpreet Singh');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Does the school bus stop at Kotkapura?');
    await form.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully! We will contact you soon.')).toBeVisible();

    await signInThroughTheForm(page);
    await page.goto('/admin/messages');
    await expect(page.getByText(subject)).toBeVisible();
  });

  test("staff change the office phone in the settings; the function's next render of /contact shows it", async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: FIREBASE_STAFF.email, password: FIREBASE_STAFF.password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const current = ((await (await request.get('/api/settings/admin', { headers })).json()) as { data: Record<string, unknown> }).data;
    // Without the version read: other specs share these settings and may save in between (409 otherwise).
    const { images: _images, confirmedAt: _confirmed, unconfirmed: _unconfirmed, version: _version, ...input } = current;
    const officePhone = `+91 98140 ${String(Date.now()).slice(-5)}`;
    const saved = await request.put('/api/settings', { headers, data: { ...input, officePhone, officeEmail: 'office@school.example' } });
    expect(saved.status()).toBe(200);
    // Hosting's emulator keeps nothing; in production the CDN's copy is at most a minute old.
    const html = await (await request.get('/contact')).text();
    const dialled = officePhone.replace(/ /g, '');
    expect(html).toContain(`href="tel:${dialled}"`);
    expect(html).toContain(`"telephone":"${dialled}"`);
    expect(html).toContain(officePhone);
  });

  test('Hosting sends /pa and /hi to the function, which renders them in Punjabi and Hindi with staff translations', async ({
    request,
  }) => {
    const login = await request.post('/api/auth/login', { data: { email: FIREBASE_STAFF.email, password: FIREBASE_STAFF.password } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const stamp = Date.now();
    const multipart = {
      title: `Sports day ${stamp}`,
      description: 'Races on the school field.',
      type: 'news',
      tags: '["sports"]',
      translations: JSON.stringify({ hi: { title: `खेल दिवस ${stamp}` } }),
    };
    expect((await request.post('/api/events', { headers, multipart })).status()).toBe(201);
    const hindi = await request.get('/hi/news');
    expect(hindi.status()).toBe(200);
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`खेल दिवस ${stamp}`);
    const punjabi = await (await request.get('/pa/news')).text();
    expect(punjabi).toContain('<html lang="pa">');
    // No Punjabi version: the English title, marked as English.
    expect(punjabi).toMatch(new RegExp(`lang="en"[^>]*>[^<]*Sports day ${stamp}`));
  });

  test('an address made to leave the site (/pa//evil.example) gets a Not Found page whose links all stay on it', async ({ request }) => {
    // Issue 32, item 5: the language switcher linked to the address as typed (href="//evil.example").
    for (const [path, lang] of [
      ['/pa//evil.example', 'pa'],
      ['/hi//evil.example/news', 'hi'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      // Rendered by the function (Hosting's own 404 page is the English one made at build time).
      expect(html, path).toContain(`<html lang="${lang}">`);
      const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(
        hrefs.filter((href) => href.startsWith('//') || href.startsWith('/\\')),
        path,
      ).toEqual([]);
      expect(html, path).toContain('<a href="/" lang="en" hrefLang="en"');
    }
  });

  test('a forged X-Forwarded-Host never reaches the links of a page, the news list or the sitemap', async ({ request, firebaseSite }) => {
    // Issue 32, item 1: the CDN keeps these by their path for everyone, so the origin comes from
    // SITE_URL (the emulators set it to Hosting's address), never from a header a visitor chose.
    // (robots.txt is answered by the Functions emulator itself here: README, Hardening.)
    for (const path of ['/about/mission', '/sitemap.xml', '/sitemaps/pages.xml', '/news']) {
      const forged = await request.get(path, { headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' } });
      expect(forged.status(), path).toBe(200);
      expect(await forged.text(), path).not.toContain('evil.example');
      expect(await (await request.get(path)).text(), path).toContain(firebaseSite.url);
    }
  });

  test('the API answers bad input with { success: false, error } through Hosting', async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: 'not-an-email', password: 'x' } });
    expect(login.status()).toBe(400);
    const body = (await login.json()) as { success: boolean; error: unknown };
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    const unknown = await request.get('/api/no-such-route');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false });
    const noToken = await request.post('/api/galleries', { data: { title: 'x', category: 'y' } });
    expect(noToken.status()).toBe(401);
    expect(await noToken.json()).toMatchObject({ success: false });
  });
});
