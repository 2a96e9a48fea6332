import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { AccountChanges, Identity, IdentityAccount, IdentityUser, NewUser } from '../../ports/identity.js';
import { SESSIONS } from '../collections.js';
import { UnauthenticatedError } from '../errors.js';

// "Sign out" on one device ends that session only. Neither home can end one token of many: the
// embedded home's tokens die together when the account's version moves on, Firebase revokes every
// session cookie of a user at once, and two Firebase sign-ins of one member in the same second even
// get the very same cookie. So each session's token is the home's token with a random tail, and the
// domain keeps a record of every live session (under a hash of the whole token, never the token):
// "Sign out" deletes it, and every token check needs both the record and the home's own check.
// Ending them all (sign out everywhere, a new password, disabling) stays the home's revocation.

/** The longest a session lives in either home (LocalIdentity's tokens, Firebase's session cookies). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const TAIL = '~';
const sessionKey = (token: string): string => createHash('sha256').update(token).digest('hex').slice(0, 40);

/** Ends this one session; the member's other sessions go on. */
export async function endSession(store: DocumentStore, token: string): Promise<void> {
  await store.delete(SESSIONS, sessionKey(token));
}

/**
 * A home's Identity whose sessions can end one at a time. Each home's wiring wraps its identity in
 * it, so every token the app hands out has a session record and no guard can skip the check.
 */
export class SessionIdentity implements Identity {
  constructor(
    private readonly inner: Identity,
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async signIn(email: string, password: string): Promise<{ token: string; user: IdentityUser }> {
    const signedIn = await this.inner.signIn(email, password);
    const token = `${signedIn.token}${TAIL}${randomBytes(16).toString('base64url')}`;
    const now = this.clock.now();
    await this.store.set(SESSIONS, sessionKey(token), {
      userId: signedIn.user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    });
    return { token, user: signedIn.user };
  }

  async verifyToken(token: string): Promise<IdentityUser> {
    const cut = token.lastIndexOf(TAIL);
    if (cut <= 0) throw new UnauthenticatedError('Session expired. Please log in again.');
    const [user, session] = await Promise.all([this.inner.verifyToken(token.slice(0, cut)), this.store.get(SESSIONS, sessionKey(token))]);
    if (!session) throw new UnauthenticatedError('Session expired. Please log in again.');
    return user;
  }

  revokeTokens(userId: string): Promise<void> {
    return this.inner.revokeTokens(userId);
  }
  createUser(user: NewUser): Promise<IdentityUser> {
    return this.inner.createUser(user);
  }
  getUser(userId: string): Promise<IdentityAccount | null> {
    return this.inner.getUser(userId);
  }
  findByEmail(email: string): Promise<IdentityAccount | null> {
    return this.inner.findByEmail(email);
  }
  updateUser(userId: string, changes: AccountChanges): Promise<IdentityAccount> {
    return this.inner.updateUser(userId, changes);
  }
  /**
   * The account goes and its sessions with it, for good: their records are deleted here, not left to
   * the home's own check, which a new account for the same address could pass again (the embedded
   * home's ids are hashes of the e-mail).
   */
  async deleteUser(userId: string): Promise<void> {
    await this.inner.deleteUser(userId);
    const sessions = await this.store.find(SESSIONS, { where: [{ field: 'userId', op: '==', value: userId }] });
    await Promise.all(sessions.map((session) => this.store.delete(SESSIONS, session.id)));
  }
  listUsers(): Promise<IdentityAccount[]> {
    return this.inner.listUsers();
  }
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
    return this.inner.changePassword(userId, currentPassword, newPassword);
  }
}
