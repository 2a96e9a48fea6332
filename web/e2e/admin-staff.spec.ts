import type { Page, TestInfo } from '@playwright/test';
import { expect, signIn, staffToken, test } from './fixtures';
import { passwordLinkFor } from './password-mail';

// Issue 23's staff accounts end to end, as the people involved see them: a superadmin adds a member,
// the invitation arrives by mail, the member chooses a password, signs in with the role given, is
// demoted and then disabled; "Forgot password?" from the login page to a new password; and that the
// seed's demo account is the seeded site's one superadmin.

const staffTile = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Staff/ });
const unique = (testInfo: TestInfo, label: string) => `${label}-${testInfo.project.name}-${Date.now()}@school.example`;
// A retry on the same site must not meet the first attempt's member under the same name.
const attempt = (testInfo: TestInfo) => (testInfo.retry === 0 ? '' : ` (retry ${testInfo.retry})`);

async function memberAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a superadmin invites a member, who sets a password, signs in with the role given, is demoted, then disabled', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, two browsers and about fifteen screens: past 30 s on two busy cores (CI, November 2026).
  test.slow();
  const email = unique(testInfo, 'invited');
  const name = `Ms Dhillon ${testInfo.project.name}${attempt(testInfo)}`;
  await signIn(page);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Add a member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a member' });
  await dialog.getByRole('textbox', { name: 'Name', exact: false }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email', exact: false }).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('superadmin');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText('Invited');

  // The member, on their own device, follows the mailed link.
  const { path, subject } = await passwordLinkFor(email);
  expect(subject).toContain('staff account');
  const member = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await member.goto(path);
  await expect(member.getByText(`Welcome, ${name}. Choose a password for ${email}.`)).toBeVisible();
  await member.getByRole('textbox', { name: 'New password', exact: false }).first().fill('dhillon chose this');
  await member.getByRole('textbox', { name: 'Confirm new password', exact: false }).fill('dhillon chose this');
  await member.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(member).toHaveURL(/\/admin\/dashboard$/);
  await expect(staffTile(member)).toBeVisible();

  // Demoted by the superadmin: at the member's next page load the staff screen is gone.
  await page.reload();
  await memberAction(page, name, 'Make admin');
  await expect(page.getByText(`${name} is now an admin.`)).toBeVisible();
  await member.reload();
  await expect(member.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(staffTile(member)).toHaveCount(0);
  await member.goto('/admin/staff');
  // The screen refuses only once the server has said the member's role (GET /auth/me), after the
  // admin's code has loaded: a cold first test on a loaded machine needs more than the usual 5 s.
  await expect(member.getByText('Only a superadmin can manage staff accounts.')).toBeVisible({ timeout: 15_000 });

  // Disabled: signed out at the next call, and the password no longer signs in.
  await memberAction(page, name, 'Disable');
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${name} is disabled and signed out everywhere.`)).toBeVisible();
  await member.goto('/admin/dashboard');
  await expect(member).toHaveURL(/\/admin\/login$/);
  await member.getByLabel('Email').fill(email);
  await member.getByLabel('Password').fill('dhillon chose this');
  await member.getByRole('button', { name: 'Login' }).click();
  await expect(member.getByText('Invalid email or password')).toBeVisible();
  await member.close();
});

test('"Forgot password?" mails a link that sets a new password and signs the member in', async ({ page, request }, testInfo) => {
  const email = unique(testInfo, 'forgetful');
  const made = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { name: 'Mr Sandhu', email, password: 'the forgotten one', role: 'admin' },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: false }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If that e-mail belongs to a staff account, a link to set a new password is on its way.')).toBeVisible();

  const { path, subject } = await passwordLinkFor(email);
  expect(subject).toContain('Reset your password');
  await page.goto(path);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: false }).first().fill('a remembered one');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: false }).fill('a remembered one');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toContainText('Mr Sandhu');
  const old = await request.post('/api/auth/login', { data: { email, password: 'the forgotten one' } });
  expect(old.status()).toBe(401);
  // The link worked once.
  await page.goto(path);
  await expect(page.getByText('This link has expired or has already been used. Ask for a new one.')).toBeVisible();
});

test.describe('the last superadmin', () => {
  // The refusals a last superadmin meets are the server's (routes/staff.test.ts, "keeps the last
  // active superadmin...") and the staff screen's (staff-page.test.tsx shows them and the row
  // unchanged). What only the seeded site can say is that the seed's demo account is such a one: its
  // own, only superadmin. No screen is needed for that, only the seeded server.
  test("the seed's demo account is the seeded site's only active superadmin", async ({ request, seededSite }) => {
    const match = /Sign in at \/admin\/login as (\S+) with the password (\S+)/.exec(seededSite.seedOutput);
    const email = match?.[1] ?? '';
    const login = await request.post(`${seededSite.url}/api/auth/login`, { data: { email, password: match?.[2] ?? '' } });
    expect(login.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const staff = await request.get(`${seededSite.url}/api/staff`, { headers });
    const members = ((await staff.json()) as { data: { email: string; role: string; status: string }[] }).data;
    const superadmins = members.filter((member) => member.role === 'superadmin' && member.status === 'active');
    expect(superadmins.map((member) => member.email)).toEqual([email]);
  });
});
