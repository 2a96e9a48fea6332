import { apiGet } from '../../lib/api-client';
import { isStoredUser, saveUser, type StoredUser } from '../../lib/auth-storage';

/**
 * GET /auth/me: confirms the stored token is still accepted and refreshes the stored user (the name
 * or role may have changed since login). Rejects on any failure so callers can sign out.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<StoredUser> {
  const data = await apiGet('/auth/me', {
    ...(signal ? { signal } : {}),
    expect: { accept: isStoredUser, text: 'Invalid user data received from server' },
  });
  const user = { name: data.name, role: data.role, email: data.email };
  saveUser(user);
  return user;
}
