import type { StoredUser } from '@school/shared/auth-schemas';

/** The signed-in staff member as the server describes them; kept locally after login. */
export type { StoredUser };

// Exact key names come from the spec; other code (and the e2e tests) read the same keys.
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Hand-written check instead of zod so the public bundle, which reads the token, stays small. */
export function isStoredUser(value: unknown): value is StoredUser {
  return isRecord(value) && typeof value.name === 'string' && typeof value.role === 'string' && typeof value.email === 'string';
}

// localStorage throws when storage is disabled (private modes, strict cookie settings);
// treat that as "not signed in" rather than crashing the page.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = read(AUTH_TOKEN_KEY);
  return token ? token : null;
}

export function getUser(): StoredUser | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? { name: parsed.name, role: parsed.role, email: parsed.email } : null;
  } catch {
    return null;
  }
}

export function saveUser(user: StoredUser): void {
  try {
    window.localStorage.setItem(USER_KEY, JSON.stringify({ name: user.name, role: user.role, email: user.email }));
  } catch {
    // Storage unavailable: the session simply won't survive a reload.
  }
}

export function saveAuth(token: string, user: StoredUser): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Same as saveUser: nothing more we can do without storage.
  }
  saveUser(user);
}

export function clearAuth(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored if storage is unavailable.
  }
}
