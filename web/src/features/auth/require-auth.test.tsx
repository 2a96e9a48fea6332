import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-storage';
import { renderAdmin } from '../../test/render-admin';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { RequireAuth } from './require-auth';

/**
 * A screen the guard wraps, two screens nested under it as a layout route (which stays mounted when
 * going from one to the other), and every other address showing where the router went.
 */
const openGuarded = (route: string) =>
  renderAdmin(
    <Routes>
      <Route
        path="/admin/account"
        element={
          <RequireAuth>
            <p>My account screen</p>
          </RequireAuth>
        }
      />
      <Route element={<RequireAuth />}>
        <Route
          path="/admin/staff"
          element={
            <>
              <p>Staff screen</p>
              <Link to="/admin/activity">Activity</Link>
            </>
          }
        />
        <Route path="/admin/activity" element={<p>Activity screen</p>} />
      </Route>
      <Route path="*" element={<ShownLocation />} />
    </Routes>,
    { route },
  );

describe('RequireAuth', () => {
  it('sends a visitor without a session to the login page, showing nothing of the screen', async () => {
    openGuarded('/admin/account');
    expect(await reachedRoute()).toBe('/admin/login');
    expect(screen.queryByText('My account screen')).toBeNull();
  });

  it('does the same as a layout route', async () => {
    openGuarded('/admin/staff');
    expect(await reachedRoute()).toBe('/admin/login');
    expect(screen.queryByText('Staff screen')).toBeNull();
  });

  it('shows the screen it wraps to a signed-in member', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    openGuarded('/admin/account');
    expect(screen.getByText('My account screen')).toBeTruthy();
  });

  it('shows the nested screens to a signed-in member, from one to the next', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    const { user } = openGuarded('/admin/staff');
    expect(screen.getByText('Staff screen')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Activity' }));
    expect(await screen.findByText('Activity screen')).toBeTruthy();
  });

  it('checks again on the next navigation, after a sign-out in another tab', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    const { user } = openGuarded('/admin/staff');
    // Another tab signing out removes the token without telling this one.
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    await user.click(screen.getByRole('link', { name: 'Activity' }));
    expect(await reachedRoute()).toBe('/admin/login');
    expect(screen.queryByText('Activity screen')).toBeNull();
  });
});
