import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, signIn, staffToken, storeSession, test } from './fixtures';

// The admin's navigation, the open password pages and the screens of issue 23 as far as they work
// without the staff API: what a member sees and can reach with the keyboard, at desktop size and on
// a 390 px phone. The flows that need the API (invitations, reset mails) live in their own spec.
// A role changed since sign-in (the menu and the screens follow GET /auth/me) is a component test:
// admin-layout.test.tsx.

const LINK_INVALID = 'This link has expired or has already been used. Ask for a new one.';
const STAFF_SCREENS = [
  'Dashboard',
  'Pages',
  'Disclosure',
  'Fees',
  'News and events',
  'Media',
  'Documents',
  'Messages',
  'Enquiries',
  'Notices',
  'Subscribers',
  'Admission form',
  'Content',
  'Settings',
  'Trash',
];

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Presses Tab until `target` has the focus (fails after `max` presses): proof it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** On a phone the links sit in a drawer: open it with the keyboard. */
async function openNav(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isPhone(testInfo)) return;
  const menu = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(adminNav(page)).toBeVisible();
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** An admin (not superadmin) of its own for this test, made through the existing POST /auth/register. */
async function newAdmin(request: APIRequestContext, testInfo: TestInfo) {
  const staff = {
    name: 'Mr Brar',
    email: `staff-ui-${testInfo.project.name}-${Date.now()}@school.example`,
    password: 'staff ui e2e password',
  };
  const superToken = await staffToken(request);
  const made = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${superToken}` },
    data: { ...staff, role: 'admin' },
  });
  expect(made.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email: staff.email, password: staff.password } });
  const token = ((await login.json()) as { token: string }).token;
  return { ...staff, token };
}

test.describe(() => {
  test.skip(
    ({ isMobile }) => !isMobile,
    'What the width changes is whether the pages fit: on the 390 px phone; the routes are the same at a desk',
  );
  test('a set-password address without its token says the link no longer works; "Forgot password?" and back to the login page, each fitting the screen', async ({
    page,
  }) => {
    // One visit of the open password pages (their messages and checks are component tests:
    // set-password-page.test.tsx, forgot-password-page.test.tsx, login-page.test.tsx); what the
    // browser adds is the real routes and that each fits a 390 px phone.
    await page.goto('/admin/set-password');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByText(LINK_INVALID)).toBeVisible();
    await noSideScroll(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
    await noSideScroll(page);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  });
});

test('a superadmin reaches every admin screen from the navigation with the keyboard; the current one is marked', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await noSideScroll(page);
  await openNav(page, testInfo);

  const links = adminNav(page).getByRole('link');
  await expect(links).toHaveText([...STAFF_SCREENS, 'Staff', 'Activity', "A person's data", 'My account']);
  await expect(adminNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  const notices = adminNav(page).getByRole('link', { name: 'Notices' });
  await tabTo(page, notices);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/notices$/);
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  // The drawer closed behind the followed link; on a wide screen the row stays.
  if (isPhone(testInfo)) await expect(adminNav(page)).toBeHidden();
  await openNav(page, testInfo);
  await expect(adminNav(page).getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
  await expect(adminNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

  if (isPhone(testInfo)) {
    // Escape closes the drawer and gives the focus back to the Menu button.
    await page.keyboard.press('Escape');
    await expect(adminNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  }
  // The Logout button keeps its name on the other screens.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('an admin sees no Staff link, and /admin/staff tells them only a superadmin can manage staff', async ({ page }, testInfo) => {
  const staff = await newAdmin(page.request, testInfo);
  await storeSession(page, '', staff.token, { name: staff.name, role: 'admin', email: staff.email });
  await page.goto('/admin/staff');
  // The screen refuses only once the server has said the member's role (GET /auth/me), after the
  // admin's code has loaded: a cold first test on a loaded machine needs more than the usual 5 s.
  await expect(page.getByText('Only a superadmin can manage staff accounts.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add a member' })).toHaveCount(0);
  await noSideScroll(page);
  await openNav(page, testInfo);
  await expect(adminNav(page).getByRole('link')).toHaveText([...STAFF_SCREENS, 'My account']);
});

test.describe(() => {
  test.skip(
    ({ isMobile }) => !isMobile,
    'What the width changes is whether the form fits: on the 390 px phone; the change itself is the same at a desk',
  );
  test('"Change my password" keeps this session with the new token, and the form fits the screen', async ({ page }, testInfo) => {
    // Its checks (a box left empty, two new passwords that differ, the server's refusal) are component
    // tests (account-page.test.tsx, account-password-required.test.tsx); the browser proves the real
    // change: the new token the page keeps works on the server.
    const staff = await newAdmin(page.request, testInfo);
    await storeSession(page, '', staff.token, { name: staff.name, role: 'admin', email: staff.email });
    await page.goto('/admin/account');
    const form = page.getByRole('region', { name: 'Change my password' });
    // By role and exact name: the label of a required field also holds its " *".
    const box = (name: string) => form.getByRole('textbox', { name, exact: true });
    const current = box('Current password');
    await current.fill(staff.password);
    await box('New password').fill('a new e2e password');
    await box('Confirm new password').fill('a new e2e password');
    await noSideScroll(page);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. You have been signed out on your other devices.')).toBeVisible();
    await expect(current).toHaveValue('');
    const stored = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(stored).toBeTruthy();
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${stored}` } });
    expect(me.status()).toBe(200);
  });
});
