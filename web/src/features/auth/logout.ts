import { apiGet } from '../../lib/api-client';
import { clearAuth, getToken } from '../../lib/auth-storage';

/**
 * Ends the session on the server (which revokes the token) and forgets it locally. Local sign-out
 * must happen even when the server is unreachable, so the server's answer is ignored.
 */
export async function logout(): Promise<void> {
  // With no token there is nothing to revoke, and the call would only earn a 401 redirect.
  if (getToken()) {
    try {
      await apiGet('/auth/logout');
    } catch {
      // Ignored on purpose; see above.
    }
  }
  clearAuth();
}
