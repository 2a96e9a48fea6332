import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getToken } from '../../lib/auth-storage';

/**
 * Guards staff screens: without a stored token the visitor is sent to the login page, replacing the
 * history entry so Back doesn't return to a screen they cannot see. Wrap an element, or use as a
 * layout route (it then renders the nested routes).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  // Subscribing to the location re-checks the token on every navigation, not only on first mount
  // (a logout in another tab removes it without telling this one).
  useLocation();
  if (!getToken()) return <Navigate to="/admin/login" replace />;
  return children ?? <Outlet />;
}
