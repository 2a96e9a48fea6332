import { expect, signOutStaff, test } from './fixtures';

// The form's own states (a missing or malformed field, the server's refusals: 401, 429, 5xx, no
// answer) are component tests (features/auth/login-page.test.tsx), the server's words for a wrong
// password route tests (http/routes/auth.test.ts); here the journeys through the real server.
test.describe('staff sign-in', () => {
  test('the guard sends a visitor without a token to the login page, replacing history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing in stores the token and user, opens the dashboard, and logout clears them', async ({ page }) => {
    // Not the shared admin: the logout revokes all of its user's tokens.
    const staff = signOutStaff();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Welcome, ${staff.name}`)).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user).toEqual({ name: staff.name, role: 'superadmin', email: staff.email });

    // With a token stored, the login page goes straight to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // A dashboard call still in flight comes back 401 and its handler reloads the login page: poll,
    // so a navigation in flight does not break the read.
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]).catch(() => 'navigating'))
      .toEqual([null, null]);
    // The server revoked the token too.
    const revoked = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${stored.token}` } });
    expect(revoked.status()).toBe(401);
  });

  test('a revoked or forged token is dropped and the browser sent to login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'forged.token');
      localStorage.setItem('user', JSON.stringify({ name: 'X', role: 'admin', email: 'x@school.example' }));
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The 401 handler reloads the login page; poll so a navigation in flight does not break the read.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken')).catch(() => 'navigating')).toBeNull();
  });
});
