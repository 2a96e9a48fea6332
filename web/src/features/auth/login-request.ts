import type { LoginInput } from '@school/shared/auth-schemas';
import { ApiError, apiAnswer, errorMessage } from '../../lib/api-client';
import { isStoredUser, type StoredUser } from '../../lib/auth-storage';

const INVALID_CREDENTIALS = 'Invalid email or password';
const SIGN_IN_FAILED = 'Could not sign in. Please try again later.';

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
    // Only a refusal (401) is about the e-mail or password. A gateway's 502 or 503 carries no text of
    // the API's: "Invalid email or password" would send staff retyping a password that is right.
    const fallback = error instanceof ApiError && error.status !== 401 ? SIGN_IN_FAILED : INVALID_CREDENTIALS;
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
