import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '../../features/admin-activity/activity-page';
import { NOT_ALLOWED_TEXT as ACTIVITY_NOT_ALLOWED } from '../../features/admin-activity/activity-texts';
import { StaffPage } from '../../features/admin-staff/staff-page';
import { NOT_ALLOWED_TEXT as STAFF_NOT_ALLOWED } from '../../features/admin-staff/staff-texts';
import { logout } from '../../features/auth/logout';
import { ApiError, NETWORK_ERROR_TEXT } from '../../lib/api-error';
import { AUTH_TOKEN_KEY, getUser, saveAuth, USER_KEY, type StoredUser } from '../../lib/auth-storage';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { AdminLayout } from './admin-layout';

const ADMIN = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };
const SUPERADMIN = { ...ADMIN, role: 'superadmin' };

/**
 * The shell around its screens (two stand-ins, and the real staff and activity screens, which read
 * the role the shell hands them), signed in as `stored`, with the real logout; other addresses show
 * where they are.
 */
const openShell = (route = '/admin/account', stored: StoredUser = ADMIN) => {
  saveAuth('a-token', stored);
  // The layout says on the console when GET /auth/me failed; a test that wants it can spy again.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return renderAdmin(
    <Routes>
      <Route element={<AdminLayout schoolName="Green Valley School" onLogout={logout} />}>
        <Route path="/admin/account" element={<p>My account screen</p>} />
        <Route path="/admin/dashboard" element={<p>Dashboard screen</p>} />
        <Route path="/admin/staff" element={<StaffPage />} />
        <Route path="/admin/activity" element={<ActivityPage />} />
      </Route>
      <Route path="*" element={<ShownLocation />} />
    </Routes>,
    { route },
  );
};

/** A link of the menu (the screens show none of the same names). */
const navLink = (name: string) => screen.queryByRole('link', { name });
/** The member as this browser keeps it between page loads (what the next load starts from). */
const storedRole = () => (JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}') as { role?: string }).role;

describe('AdminLayout', () => {
  it('shows the school, the screen, and the stored member’s menu while the server is asked', () => {
    fakeApi.hang('GET', '/auth/me');
    openShell();
    expect(screen.getByText('Green Valley School')).toBeTruthy();
    expect(screen.getByText('My account screen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(fakeApi.calls('GET', '/auth/me')).toHaveLength(1);
  });

  // Issue 32: a member promoted since sign-in was refused the staff screen by the role kept at sign-in.
  it('a member promoted since sign-in gets the staff list and the activity log, as the menu shows, and keeps the role', async () => {
    fakeApi.reply('GET', '/auth/me', SUPERADMIN);
    fakeApi.reply('GET', '/staff', [
      { id: 'u1', ...SUPERADMIN, status: 'active', lastSignInAt: null, createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    fakeApi.reply('GET', '/activity', { entries: [], nextCursor: null });
    const { user } = openShell('/admin/staff');
    expect(await screen.findByRole('button', { name: 'Add a member' })).toBeTruthy();
    expect(await within(screen.getByRole('main')).findByText(ADMIN.email)).toBeTruthy();
    expect(screen.queryByText(STAFF_NOT_ALLOWED)).toBeNull();
    expect(navLink('Staff')?.getAttribute('aria-current')).toBe('page');
    expect(storedRole()).toBe('superadmin');

    await user.click(navLink('Activity') as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.queryByText(ACTIVITY_NOT_ALLOWED)).toBeNull();
    expect(navLink('Activity')?.getAttribute('aria-current')).toBe('page');
    // Asked once per page load: the next screen uses the answer already given.
    expect(fakeApi.calls('GET', '/auth/me')).toHaveLength(1);
  });

  it('a member demoted since sign-in loses the Staff and Activity links, the staff screen refuses them, and the stored role is refreshed', async () => {
    fakeApi.reply('GET', '/auth/me', ADMIN);
    // The stored "superadmin" asks for the list before the server has said otherwise.
    fakeApi.hang('GET', '/staff');
    const { user } = openShell('/admin/staff', SUPERADMIN);
    expect(await screen.findByText(STAFF_NOT_ALLOWED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a member' })).toBeNull();
    expect(navLink('Staff')).toBeNull();
    expect(navLink('Activity')).toBeNull();
    expect(storedRole()).toBe('admin');

    await user.click(navLink('My account') as HTMLElement);
    expect(await screen.findByText('My account screen')).toBeTruthy();
    expect(navLink('My account')?.getAttribute('aria-current')).toBe('page');
  });

  it('keeps the stored member’s menu when the server cannot say', async () => {
    fakeApi.fail('GET', '/auth/me', 503);
    openShell();
    // The menu looks the same before the failure as after it: its warning is the sign it came.
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.getByText('My account screen')).toBeTruthy();
  });

  it('signs out: ends the session on the server, forgets it here and opens the login page', async () => {
    fakeApi.hang('GET', '/auth/me');
    fakeApi.reply('GET', '/auth/logout', null);
    const { user } = openShell();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await reachedRoute()).toBe('/admin/login');
    expect(fakeApi.calls('GET', '/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    fakeApi.hang('GET', '/auth/me');
    fakeApi.on('GET', '/auth/logout', () => {
      throw new ApiError(0, null, NETWORK_ERROR_TEXT);
    });
    const { user } = openShell();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await reachedRoute()).toBe('/admin/login');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('leaves the dashboard its own Logout button, showing none in the bar', () => {
    fakeApi.hang('GET', '/auth/me');
    openShell('/admin/dashboard');
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
