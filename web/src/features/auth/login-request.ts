import type { LoginInput } from '@school/shared/auth-schemas';
import { ApiError, apiAnswer, errorMessage } from '../../lib/api-client';
import { isStoredUser, type StoredUser } from '../../lib/auth-storage';

export type LoginResult = { ok: true; token: string; user: StoredUser } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** POST /auth/login, turning every outcome into the text the login form shows (spec section 8). */
export async function requestLogin(input: LoginInput): Promise<LoginResult> {
  let body: unknown;
  try {
    // The whole answer: login's token and user sit beside the envelope, not in `data`.
    body = await apiAnswer('POST', '/auth/login', input);
  } catch (error) {
    const fallback = 'Invalid email or password';
    return { ok: false, error: error instanceof ApiError ? errorMessage(error, fallback) : fallback };
  }
  if (!isRecord(body) || body.success === false) {
    return { ok: false, error: errorMessage(body, 'Authentication failed') };
  }
  if (typeof body.token !== 'string' || body.token === '' || !isStoredUser(body.user)) {
    return { ok: false, error: 'Invalid login response from server' };
  }
  return { ok: true, token: body.token, user: body.user };
}
