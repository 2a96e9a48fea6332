import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityUser } from '../../ports/identity.js';
import { loginSchema, registerSchema, updatePasswordSchema } from '@school/shared/auth-schemas';
import { forgotPasswordSchema, setPasswordSchema } from '@school/shared/staff-schemas';
import type { Mailer } from '../../ports/mailer.js';
import { record, recordAs, titleText, type AuditDeps } from '../audit/audit-log.js';
import { InvalidCredentialsError, waitText } from '../errors.js';
import { SEND_LIMITS } from '../limits.js';
import { parse } from '../parse.js';
import { rememberKnownClient, throttleSend } from '../throttles/send-throttle.js';
import { usePasswordLink, type LinkDeps } from './password-links.js';
import { enqueueResetMail } from './reset-mails.js';
import { endSession } from './sessions.js';
import { throttledSignIn } from './sign-in-throttle.js';

// A member's own account: sign-in (with its failure limits), sign-out here or everywhere, password
// change, forgotten passwords. Managing other members is staff.ts.
// Who may call what (signed in, superadmin) is the routes' guard; these are the actions. Each reads
// its request (`input`) before anything else, so a malformed one is refused before any limit counts it.

/** The send throttle's kind for reset links (its counts and known clients). */
const RESET_LINK = 'reset-link';

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
  user: IdentityUser;
}

/**
 * Signs in within the sign-in limits (sign-in-throttle.ts): a stranger's wrong passwords slow the
 * stranger down, never the member at their usual address; successes are never counted.
 */
export async function signIn(deps: AccountDeps, input: unknown, clientIp: string | undefined): Promise<Session> {
  const { email, password } = parse(loginSchema, input);
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
    const { user } = session;
    await record(deps, { action: 'sign-in', memberId: user.id, memberName: user.name, email: user.email });
    return session;
  });
}

/** Ends this session only ("Sign out"); a missing or dead token has nothing to end. */
export async function signOut(store: DocumentStore, token: string | null): Promise<void> {
  if (token) await endSession(store, token);
}

/** "Sign out everywhere": every session of the member ends, this one too. */
export async function signOutEverywhere(deps: AuditDeps & { identity: Identity }, user: IdentityUser): Promise<void> {
  await deps.identity.revokeTokens(user.id);
  await recordAs(deps, user, { action: 'sign-out-everywhere' });
}

/**
 * "Forgot password?": counts the request and stores one job for a reset link (an invitation again
 * to a member who never set a password), the same work whatever the e-mail; the caller answers
 * before the job is looked up and mailed (reset-mails.ts: kickResetMails), so neither the answer
 * nor its timing tells who is staff. Unknown and disabled e-mails, and a request past the link
 * ceilings, are quietly sent nothing; only the per-device limit shows (a 429, the same for all).
 */
export async function requestPasswordReset(deps: AccountDeps & LinkDeps, input: unknown, clientIp: string | undefined): Promise<void> {
  const { email } = parse(forgotPasswordSchema, input);
  const outcome = await throttleSend(deps, {
    kind: RESET_LINK,
    subject: email,
    clientIp,
    limits: SEND_LIMITS.resetLink,
    message: (wait) => `Too many reset links were asked for from this device. Please wait ${waitText(wait)} and try again.`,
    // Whether the office is told depends on the account: looked up after the answer too.
    onCeiling: () => enqueueResetMail(deps, email, 'ceiling-alert'),
  });
  if (outcome === 'send') await enqueueResetMail(deps, email, 'link');
}

/**
 * Sets the password through an invitation or reset link and signs the member in (a fresh session).
 * The client that used the link becomes one of the account's known clients: it still gets reset
 * links when strangers have used up the account's ceiling (send-throttle.ts).
 */
export async function setPasswordWithLink(deps: LinkDeps, input: unknown, clientIp: string | undefined): Promise<Session> {
  const { token, newPassword } = parse(setPasswordSchema, input);
  const account = await usePasswordLink(deps, token, newPassword);
  const session = await deps.identity.signIn(account.email, newPassword);
  await record(deps, { action: 'password-set', memberId: account.id, memberName: account.name, email: account.email });
  await rememberKnownClient(deps, { kind: RESET_LINK, subject: account.email.toLowerCase(), clientIp, limits: SEND_LIMITS.resetLink });
  return session;
}

/** Changing the password ends every session, the caller's too: it gets a fresh token back. */
export async function changePassword(deps: AuditDeps & { identity: Identity }, user: IdentityUser, input: unknown): Promise<Session> {
  const { currentPassword, newPassword } = parse(updatePasswordSchema, input);
  await deps.identity.changePassword(user.id, currentPassword, newPassword);
  const { token } = await deps.identity.signIn(user.email, newPassword);
  // The member's own account: no item kind or id, their name as the title, as the log always had it.
  await recordAs(deps, user, { action: 'password-change', itemTitle: titleText(user.name) });
  return { token, user };
}

/** `by`: the superadmin registering the account (the entry has no id: the answer never carried one). */
export async function registerAccount(deps: AuditDeps & { identity: Identity }, by: IdentityUser, input: unknown): Promise<IdentityUser> {
  const created = await deps.identity.createUser(parse(registerSchema, input));
  await recordAs(deps, by, { action: 'create', itemKind: 'staff-member', itemTitle: titleText(created.name) });
  return created;
}
