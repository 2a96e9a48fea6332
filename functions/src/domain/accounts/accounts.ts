import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityUser } from '../../ports/identity.js';
import type { PublicUser, RegisterInput } from '@school/shared/auth-schemas';
import { InvalidCredentialsError, RetryLaterError, waitText } from '../errors.js';
import { LIMITS } from '../limits.js';
import { RateLimiter } from '../rate-limit.js';

// Staff accounts: sign-in (with its failure limits), sign-out, password change, new accounts.
// Who may call what (signed in, superadmin) is the routes' guard; these are the actions.

export interface AccountDeps {
  identity: Identity;
  store: DocumentStore;
  clock: Clock;
}

export interface Session {
  token: string;
  user: PublicUser;
}

/** What the API tells about a user: never the id the identity provider keeps. */
export const publicUser = ({ name, role, email }: IdentityUser): PublicUser => ({ name, role, email });

/**
 * Signs in, unless this account or this IP failed too often lately (several staff share the
 * school's one IP, so only failures count, never a successful sign-in).
 */
export async function signIn({ identity, store, clock }: AccountDeps, email: string, password: string, clientIp: string): Promise<Session> {
  const limiter = new RateLimiter(store, clock);
  const limits = [
    { key: `login-fail:account:${email}`, ...LIMITS.loginFailuresPerAccount },
    { key: `login-fail:ip:${clientIp}`, ...LIMITS.loginFailuresPerIp },
  ];
  const wait = Math.max(...(await Promise.all(limits.map((limit) => limiter.retryAfter(limit)))));
  if (wait > 0) throw new RetryLaterError(`Too many failed sign-in attempts. Please wait ${waitText(wait)} and try again.`, wait);
  try {
    const { token, user } = await identity.signIn(email, password);
    return { token, user: publicUser(user) };
  } catch (error) {
    if (error instanceof InvalidCredentialsError) await Promise.all(limits.map((limit) => limiter.hit(limit)));
    throw error;
  }
}

/** Ends every session of the token's user; a missing or dead token has nothing to end. */
export async function signOut(identity: Identity, token: string | null): Promise<void> {
  const user = token ? await identity.verifyToken(token).catch(() => null) : null;
  if (user) await identity.revokeTokens(user.id);
}

/** Changing the password ends every session, the caller's too: it gets a fresh token back. */
export async function changePassword(
  identity: Identity,
  user: IdentityUser,
  currentPassword: string,
  newPassword: string,
): Promise<Session> {
  await identity.changePassword(user.id, currentPassword, newPassword);
  const { token } = await identity.signIn(user.email, newPassword);
  return { token, user: publicUser(user) };
}

export async function registerAccount(identity: Identity, input: RegisterInput): Promise<PublicUser> {
  return publicUser(await identity.createUser(input));
}
