import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityUser } from '../../ports/identity.js';
import type { PublicUser, RegisterInput } from '@school/shared/auth-schemas';
import type { Mailer } from '../../ports/mailer.js';
import { record } from '../audit/audit-log.js';
import { InvalidCredentialsError, waitText } from '../errors.js';
import { SEND_LIMITS } from '../limits.js';
import { throttleSend } from '../send-throttle.js';
import { officeEmail } from '../settings/school-settings.js';
import { resetCeilingMail } from './account-mails.js';
import { sendPasswordLink, usePasswordLink, type LinkDeps } from './password-links.js';
import { endSession } from './sessions.js';
import { throttledSignIn } from './sign-in-throttle.js';

// A member's own account: sign-in (with its failure limits), sign-out here or everywhere, password
// change, forgotten passwords. Managing other members is staff.ts.
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
    let session: Awaited<ReturnType<Identity['signIn']>>;
    try {
      session = await deps.identity.signIn(email, password);
    } catch (error) {
      // The e-mail that was typed, never the password. Refusals by the limits above are not
      // recorded: no password was checked, and a flood of them would fill the log.
      if (error instanceof InvalidCredentialsError) await record(deps, { action: 'sign-in-failed', memberId: null, memberName: '', email });
      throw error;
    }
    const { token, user } = session;
    await record(deps, { action: 'sign-in', memberId: user.id, memberName: user.name, email: user.email });
    return { token, user: publicUser(user) };
  });
}

/** Ends this session only ("Sign out"); a missing or dead token has nothing to end. */
export async function signOut(store: DocumentStore, token: string | null): Promise<void> {
  if (token) await endSession(store, token);
}

/** "Sign out everywhere": every session of the member ends, this one too. */
export async function signOutEverywhere(identity: Identity, user: IdentityUser): Promise<void> {
  await identity.revokeTokens(user.id);
}

/**
 * "Forgot password?": mails a reset link (an invitation again to a member who never set a
 * password). The caller answers the same whatever happens here, so nobody learns who is staff:
 * unknown and disabled e-mails, and a member past the link ceiling, are quietly sent nothing.
 */
export async function requestPasswordReset(deps: AccountDeps & LinkDeps, email: string, clientIp: string | undefined): Promise<void> {
  const outcome = await throttleSend(deps, {
    kind: 'reset-link',
    subject: email,
    clientIp,
    limits: SEND_LIMITS.resetLink,
    message: (wait) => `Too many reset links were asked for from this device. Please wait ${waitText(wait)} and try again.`,
    onCeiling: () => alertOfficeOfResets(deps, email),
  });
  if (outcome === 'ceiling') return;
  const account = await deps.identity.findByEmail(email);
  if (!account || account.disabled) return;
  try {
    await sendPasswordLink(deps, account);
  } catch (error) {
    // Answering 503 only for real accounts would tell who is staff; the log tells the office.
    deps.log?.error('Could not send a password reset link', error);
  }
}

async function alertOfficeOfResets(deps: AccountDeps, email: string): Promise<void> {
  if (!(await deps.identity.findByEmail(email))) return;
  await deps.mailer.send({ to: await officeEmail(deps), ...resetCeilingMail(email, SEND_LIMITS.resetLink.ceiling) });
}

/** Sets the password through an invitation or reset link and signs the member in (a fresh session). */
export async function setPasswordWithLink(deps: LinkDeps, token: string, newPassword: string): Promise<Session> {
  const account = await usePasswordLink(deps, token, newPassword);
  const session = await deps.identity.signIn(account.email, newPassword);
  await record(deps, { action: 'password-set', memberId: account.id, memberName: account.name, email: account.email });
  return { token: session.token, user: publicUser(session.user) };
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
