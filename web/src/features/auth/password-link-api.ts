import type { PasswordLinkView } from '@school/shared/staff-schemas';
import { apiAnswer, apiSend, invalidAnswer } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { isStoredUser, type StoredUser } from '../../lib/auth-storage';

// The open calls of the password pages. They send no token (`auth: false`): a visitor following a
// mailed link may have an old session stored, which has nothing to do with the link.

/** POST /auth/forgot-password: the same answer whether or not the e-mail has an account. */
export async function requestResetLink(email: string): Promise<void> {
  await apiSend('POST', '/auth/forgot-password', { email }, { auth: false });
}

const isLinkView = (data: unknown): data is PasswordLinkView =>
  isRecord(data) &&
  (data.purpose === 'invite' || data.purpose === 'reset') &&
  typeof data.name === 'string' &&
  typeof data.email === 'string';

/** POST /auth/password-link: what the mailed link is for (an invitation, a reset), or a 400 when it no longer works. */
export function readPasswordLink(token: string, signal?: AbortSignal): Promise<PasswordLinkView> {
  return apiSend(
    'POST',
    '/auth/password-link',
    { token },
    { auth: false, signal, expect: { accept: isLinkView, text: 'Invalid data received from server' } },
  );
}

/** POST /auth/set-password: sets the password and answers a session, like login. */
export async function setPasswordWithLink(token: string, newPassword: string): Promise<{ token: string; user: StoredUser }> {
  const body = await apiAnswer('POST', '/auth/set-password', { token, newPassword }, { auth: false });
  if (!isRecord(body) || typeof body.token !== 'string' || body.token === '' || !isStoredUser(body.user)) {
    throw invalidAnswer(body, 'Invalid login response from server');
  }
  return { token: body.token, user: body.user };
}
