import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityAccount } from '../../ports/identity.js';
import type { Mailer } from '../../ports/mailer.js';
import {
  INVITE_LINK_HOURS,
  passwordLinkSchema,
  RESET_LINK_MINUTES,
  STAFF_MESSAGES,
  type PasswordLinkView,
} from '@school/shared/staff-schemas';
import { PASSWORD_LINKS } from '../collections.js';
import { AppError, ValidationError } from '../errors.js';
import { parse } from '../parse.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { siteOrigin } from '../site-origin.js';
import { passwordLinkMail } from './account-mails.js';

// A password link sets a member's password once: the invitation of a new member, or a reset. Each
// account has at most one live link (a new one replaces it), stored under a hash of the account id
// with only a hash of its secret, so a copy of the store opens nothing. The token is
// "<record id>.<secret>", sent in the link's #fragment so no server or proxy log ever sees it.

export interface LinkDeps {
  store: DocumentStore;
  clock: Clock;
  identity: Identity;
  mailer: Mailer;
  /** The site's public address, for the link (AppConfig.siteUrl: never the request's Host). */
  siteUrl: string;
}

type Purpose = PasswordLinkView['purpose'];
type StoredLink = { userId: string; purpose: Purpose; secretHash: string; createdAt: string; expiresAt: string };

const LIFETIME_MS: Record<Purpose, number> = { invite: INVITE_LINK_HOURS * 3600_000, reset: RESET_LINK_MINUTES * 60_000 };

const recordId = (userId: string): string => createHash('sha256').update(`password-link|${userId}`).digest('hex').slice(0, 40);
const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** What a link is for: an invited member (no password yet) gets an invitation, anyone else a reset. */
export const purposeFor = (account: IdentityAccount): Purpose => (account.hasPassword ? 'reset' : 'invite');

/** Stores a fresh link for the account (voiding any earlier one) and mails it; 503 if the mail fails. */
export async function sendPasswordLink(deps: LinkDeps, account: IdentityAccount, invitedBy?: string): Promise<void> {
  const purpose = purposeFor(account);
  const secret = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS[purpose]);
  const id = recordId(account.id);
  const link: StoredLink = {
    userId: account.id,
    purpose,
    secretHash: hashSecret(secret).toString('hex'),
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  await deps.store.set(PASSWORD_LINKS, id, link);
  const url = `${siteOrigin(deps.siteUrl)}/admin/set-password#token=${id}.${secret}`;
  const { name: schoolName } = await readSchoolSettings(deps);
  try {
    await deps.mailer.send({ to: account.email, ...passwordLinkMail({ purpose, account, url, expiresAt, schoolName, invitedBy }) });
  } catch (error) {
    await deps.store.delete(PASSWORD_LINKS, id);
    throw Object.assign(new AppError(503, 'We could not send the email right now. Please try again later.'), { cause: error });
  }
}

/** The link's record and account when the token is live; a 400 with one message for every other case. */
async function openLink(deps: Pick<LinkDeps, 'store' | 'clock' | 'identity'>, token: string) {
  const [id = '', secret = '', ...rest] = token.split('.');
  const link = rest.length === 0 && secret ? await deps.store.get<StoredLink>(PASSWORD_LINKS, id) : null;
  const matches = !!link && timingSafeEqual(Buffer.from(link.secretHash, 'hex'), hashSecret(secret));
  const live = matches && Date.parse(link.expiresAt) > deps.clock.now().getTime();
  const account = live ? await deps.identity.getUser(link.userId) : null;
  // A disabled account's links do nothing: enabling it is a superadmin's decision.
  if (!link || !account || account.disabled) throw new ValidationError(STAFF_MESSAGES.linkInvalid);
  return { id, link, account };
}

/** What the set-password screen shows before the member types anything (`input`: `{ token }`). */
export async function describeLink(deps: Pick<LinkDeps, 'store' | 'clock' | 'identity'>, input: unknown): Promise<PasswordLinkView> {
  const { token } = parse(passwordLinkSchema, input);
  const { link, account } = await openLink(deps, token);
  return { purpose: link.purpose, name: account.name, email: account.email };
}

/**
 * Sets the member's password through the link, once: the record's delete is atomic in both stores,
 * so of two uses racing only one goes on. The new password ends every session of the account.
 */
export async function usePasswordLink(
  deps: Pick<LinkDeps, 'store' | 'clock' | 'identity'>,
  token: string,
  newPassword: string,
): Promise<IdentityAccount> {
  const { id, account } = await openLink(deps, token);
  if (!(await deps.store.delete(PASSWORD_LINKS, id))) throw new ValidationError(STAFF_MESSAGES.linkInvalid);
  return deps.identity.updateUser(account.id, { password: newPassword });
}

/** A removed member's link goes with them. */
export async function dropPasswordLink(store: DocumentStore, userId: string): Promise<void> {
  await store.delete(PASSWORD_LINKS, recordId(userId));
}
