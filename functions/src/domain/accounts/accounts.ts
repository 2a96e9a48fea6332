import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityUser } from '../../ports/identity.js';
import type { PublicUser, RegisterInput } from '@school/shared/auth-schemas';
import type { Mailer } from '../../ports/mailer.js';
import { throttledSignIn } from './sign-in-throttle.js';

// Staff accounts: sign-in (with its failure limits), sign-out, password change, new accounts.
// Who may call what (signed in, superadmin) is the routes' guard; these are the actions.

export interface AccountDeps {
  identity: Identity;
  store: DocumentStore;
  clock: Clock;
  /** The office's alert when an account draws very many failed sign-ins. */
  mailer: Mailer;
  /** The office's address before staff set one (AppConfig.officeEmail). */
  installerOfficeEmail: string;
  log?: Pick<Console, 'error'>;
}

export interface Session {
  token: string;
  user: PublicUser;
}

/** What the API tells about a user: never the id the identity provider keeps. */
export const publicUser = ({ name, role, email }: IdentityUser): PublicUser => ({ name, role, email });

/**
 * Signs in within the sign-in limits (sign-in-throttle.ts): a stranger's wrong passwords slow the
 * stranger down, never the member at their usual address; successes are never counted.
 */
export async function signIn(deps: AccountDeps, email: string, password: string, clientIp: string | undefined): Promise<Session> {
  return throttledSignIn(deps, email, clientIp, async () => {
    const { token, user } = await deps.identity.signIn(email, password);
    return { token, user: publicUser(user) };
  });
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
