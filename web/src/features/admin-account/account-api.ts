import type { UpdatePasswordInput } from '@school/shared/auth-schemas';
import { apiAnswer, apiSend, invalidAnswer } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { isStoredUser, saveAuth } from '../../lib/auth-storage';

/**
 * PUT /auth/updatepassword. The server ends the member's other sessions and answers a new token for
 * this one (beside the envelope, like login's answer), which replaces the stored one.
 */
export async function changeOwnPassword(input: UpdatePasswordInput): Promise<void> {
  const body = await apiAnswer('PUT', '/auth/updatepassword', input);
  if (!isRecord(body) || typeof body.token !== 'string' || body.token === '' || !isStoredUser(body.user)) {
    throw invalidAnswer(body, 'Invalid response from server. Please sign in again.');
  }
  saveAuth(body.token, body.user);
}

/** POST /auth/logout-everywhere: ends every session of the member, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await apiSend('POST', '/auth/logout-everywhere');
}
