import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../features/auth/logout';
import { ApiError, NETWORK_ERROR_TEXT } from '../../lib/api-error';
import { AUTH_TOKEN_KEY, getUser, saveAuth } from '../../lib/auth-storage';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { AdminLayout } from './admin-layout';

const ADMIN = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };

/** The shell around two screens, signed in as `ADMIN`, with the real logout; other addresses show where they are. */
const openShell = (route = '/admin/account') => {
  saveAuth('a-token', ADMIN);
  // The layout says on the console when GET /auth/me failed; a test that wants it can spy again.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return renderAdmin(
    <Routes>
      <Route element={<AdminLayout schoolName="Green Valley School" onLogout={logout} />}>
        <Route path="/admin/account" element={<p>My account screen</p>} />
        <Route path="/admin/dashboard" element={<p>Dashboard screen</p>} />
      </Route>
      <Route path="*" element={<ShownLocation />} />
    </Routes>,
    { route },
  );
};

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

  it('lists the screens of the role the server answers, and keeps it', async () => {
    fakeApi.reply('GET', '/auth/me', { ...ADMIN, role: 'superadmin' });
    openShell();
    expect(await screen.findByRole('link', { name: 'Staff' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy();
    expect(getUser()?.role).toBe('superadmin');
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
