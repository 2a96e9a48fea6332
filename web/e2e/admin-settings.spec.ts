import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, storeSession, test } from './fixtures';
import { runCli, startServer } from './server-process';
import { axeOf } from './page-head';

// Each test gets a new site of its own (a few seconds to start): the shared server's settings are
// read by other specs (footer, contact page) while these run, a whole-form save could undo another
// test's change, and only a new install shows the first-run checklist. The form's refused states
// (a box's message, the server's reason) are component tests (settings-form-errors.test.tsx); the
// browser keeps the journeys: first run to a visitor's page, the keyboard alone, the photos.

const OFFICE_EMAIL = 'office@school.example';
const STAFF = { email: 'settings@school.example', password: 'settings e2e password', name: 'Mrs Sandhu' };

const ownSiteTest = test.extend<{ site: string }>({
  // Its own timeout: starting a server on a busy 2-core machine must not eat the test's 30 s.
  site: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'school-settings-'));
      const args = ['create', '--email', STAFF.email, '--password', STAFF.password, '--name', STAFF.name, '--role', 'admin'];
      await runCli('admin-cli.ts', args, dataDir);
      const server = await startServer(dataDir);
      await use(server.url);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 90_000 },
  ],
});

async function tokenFor(request: APIRequestContext, site: string): Promise<string> {
  const response = await request.post(`${site}/api/auth/login`, { data: { email: STAFF.email, password: STAFF.password } });
  return ((await response.json()) as { token: string }).token;
}

/** Signs in on the test's own site as fixtures.signIn does on the shared one. */
async function signInTo(page: Page, site: string): Promise<string> {
  const token = await tokenFor(page.request, site);
  await storeSession(page, site, token, { name: STAFF.name, role: 'admin', email: STAFF.email });
  return token;
}

interface Stored {
  officePhone: string;
  board: { name: string; affiliationNumber: string };
  name: string;
  map: { latitude: number; longitude: number };
  social: { facebook: string };
  confirmedAt: string | null;
}
async function storedSettings(request: APIRequestContext, site: string, token: string): Promise<Stored> {
  const response = await request.get(`${site}/api/settings/admin`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Stored }).data;
}

const checklist = (page: Page) => page.getByRole('heading', { name: "Confirm your school's details" });
const saved = (page: Page) => page.getByText('Settings saved. Visitors see them on the next page they open');
const box = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function openSettings(page: Page, site = ''): Promise<void> {
  await page.goto(`${site}/admin/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(box(page, 'Office phone')).toBeVisible();
}

/** Presses Tab until `target` has the focus (fails after `max` presses): proof it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

ownSiteTest(
  'a new site lists the details to confirm; saving the settings with a new office phone clears the list',
  async ({ page, site }) => {
    const token = await signInTo(page, site);
    await page.goto(`${site}/admin/dashboard`);
    await expect(checklist(page)).toBeVisible();
    const card = page.getByRole('region', { name: "Confirm your school's details" });
    for (const label of ['Office phone', 'Postal address', 'Map position'])
      await expect(card.getByRole('listitem').filter({ hasText: label })).toBeVisible();

    await card.getByRole('link', { name: 'Check the settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(box(page, 'Office phone')).toHaveValue('+91 1639 250 100');
    // A mistake first: the form says what is wrong beside the box and gives it the focus. axe checks
    // the form in that state, red messages included (each refused state and message is proven in
    // settings-form-errors.test.tsx and settings-values.test.ts).
    await box(page, 'Office phone').fill('call the office');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Nothing was saved: some boxes need correcting')).toBeVisible();
    await expect(box(page, 'Office phone')).toHaveAccessibleDescription(/^Office phone: use digits, spaces/);
    await expect(box(page, 'Office phone')).toBeFocused();
    // Nothing pushes the page sideways.
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const { violations } = await axeOf(page).include('main').analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await box(page, 'Office phone').fill('+91 98765 43210');
    // The help under the box says how a phone will dial it.
    await expect(box(page, 'Office phone')).toHaveAccessibleDescription(/tel:\+919876543210/);
    await box(page, 'Office e-mail').fill(OFFICE_EMAIL);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(saved(page)).toBeVisible();

    const stored = await storedSettings(page.request, site, token);
    expect(stored.officePhone).toBe('+91 98765 43210');
    expect(stored.confirmedAt).not.toBeNull();
    await page.goto(`${site}/admin/dashboard`);
    await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(checklist(page)).toHaveCount(0);
    // The dashboard's Settings tile (not the navigation's link of the same name) leads back to them.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Settings\b/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();

    // Visitors read it at once, in the server's HTML (no script needed): the contact page's card and
    // its tel: link, the school's JSON-LD, and the footer of every page.
    const contact = await (await page.request.get(`${site}/contact`)).text();
    expect(contact).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    expect(contact).toContain('"telephone":"+919876543210"');
    expect(contact).not.toContain('+91 1639 250 100');
    const home = await (await page.request.get(`${site}/`)).text();
    expect(home).toContain('+91 98765 43210');
    await page.goto(`${site}/`);
    const footerPhone = page.getByRole('contentinfo').getByRole('link', { name: '+91 98765 43210' });
    await expect(footerPhone).toHaveAttribute('href', 'tel:+919876543210');
  },
);

ownSiteTest('the settings can be filled in and saved with the keyboard alone', async ({ page, site }) => {
  // About a hundred key presses through a long form, each a round trip to the browser: past 30 s
  // beside the rest of the run on 2 cores (a CI run's first try), so three times the usual time.
  ownSiteTest.slow();
  const token = await signInTo(page, site);
  await openSettings(page, site);
  await page.keyboard.press('Tab');
  await tabTo(page, box(page, 'School name'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Convent School, Faridkot');
  await tabTo(page, box(page, 'Office phone'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('01639 250 999');
  await tabTo(page, box(page, 'Paste coordinates'));
  await page.keyboard.type('30.6801, 74.7555');
  await page.keyboard.press('Tab');
  await expect(box(page, 'Latitude')).toHaveValue('30.6801');
  await expect(box(page, 'Longitude')).toHaveValue('74.7555');
  const osm = page.getByRole('link', { name: /Check the position on OpenStreetMap/ });
  await expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=30.6801&mlon=74.7555#map=17/30.6801/74.7555');
  await expect(osm).toHaveAttribute('target', '_blank');
  // The board is a list: opened with the keyboard, CBSE chosen with the arrows.
  await tabTo(page, page.getByRole('combobox', { name: /^Board/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'CBSE' })).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await tabTo(page, box(page, 'Affiliation number'));
  await page.keyboard.type('1630512');
  // A new install's office e-mail is the server's sender address, which is no mailbox: staff give the office's.
  await tabTo(page, box(page, 'Office e-mail'), 80);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(OFFICE_EMAIL);
  const save = page.getByRole('button', { name: 'Save settings' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(saved(page)).toBeVisible();

  const stored = await storedSettings(page.request, site, token);
  expect(stored).toMatchObject({
    name: 'Convent School, Faridkot',
    officePhone: '01639 250 999',
    map: { latitude: 30.6801, longitude: 74.7555 },
    board: { name: 'CBSE', affiliationNumber: '1630512' },
  });
});

ownSiteTest(
  "the principal's photo is shown, replaced and removed; the link-preview image falls back to the built-in one",
  async ({ page, site }) => {
    await signInTo(page, site);
    await openSettings(page, site);
    const builtIn = page.getByRole('img', { name: "The site's built-in link-preview picture" });
    await expect(builtIn).toHaveAttribute('src', '/share-default.jpg');
    const principal = page.getByRole('region', { name: "Principal's photo" });
    await expect(principal.getByRole('img')).toHaveCount(0);

    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 120, b: 160 } } })
      .png()
      .toBuffer();
    await page.getByTestId('settings-image-principalPhoto').setInputFiles({ name: 'principal.png', mimeType: 'image/png', buffer: photo });
    await expect(principal.getByText("The new principal's photo is saved.")).toBeVisible();
    const shown = principal.getByRole('img', { name: 'Photo of Sister Mary Thomas' });
    await expect(shown).toHaveAttribute('src', /\.webp$/);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await expect(
      page.getByRole('region', { name: "Principal's photo" }).getByRole('img', { name: 'Photo of Sister Mary Thomas' }),
    ).toBeVisible();
    await page.getByRole('region', { name: "Principal's photo" }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(principal.getByText("The principal's photo is removed.")).toBeVisible();
    await expect(principal.getByRole('img')).toHaveCount(0);

    // The settings' public answer follows.
    const response = await page.request.get(`${site}/api/settings`);
    expect(((await response.json()) as { data: { images: { principalPhoto: unknown } } }).data.images.principalPhoto).toBeNull();
  },
);
