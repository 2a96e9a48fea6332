import type { Auth, UserRecord } from 'firebase-admin/auth';
import {
  ConflictError,
  InvalidCredentialsError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
} from '../../domain/errors.js';
import type { AccountChanges, Identity, IdentityAccount, IdentityUser, NewUser } from '../../ports/identity.js';
import { roleSchema } from '@school/shared/auth-schemas';

// Session cookies may live at most 14 days; a week matches the embedded home.
const SESSION_MS = 7 * 24 * 60 * 60 * 1000;

export interface FirebaseIdentityConfig {
  /** The project's Web API key (public by design; it identifies the project, it grants nothing). */
  apiKey: string;
  /** Identity Toolkit origin: Google's in production, the Auth emulator in tests. */
  identityToolkitUrl?: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST), which then stands in for Google's. */
  authEmulatorHost?: string;
}

const hasCode = (error: unknown, code: string): boolean => (error as { code?: unknown } | null)?.code === code;

/**
 * Firebase Auth behind the Identity port. Sign-in checks the password through the Identity Toolkit
 * REST call and trades the ID token for a session cookie, which verifySessionCookie(…, true)
 * checks against revocation on every request. The role is the custom claim `role`.
 */
export class FirebaseIdentity implements Identity {
  private readonly toolkit: string;

  constructor(
    private readonly auth: Auth,
    private readonly config: FirebaseIdentityConfig,
  ) {
    const emulator = config.authEmulatorHost;
    this.toolkit =
      config.identityToolkitUrl ??
      (emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com');
  }

  async signIn(email: string, password: string): Promise<{ token: string; user: IdentityUser }> {
    const idToken = await this.checkPassword(email, password);
    if (!idToken) throw new InvalidCredentialsError();
    const decoded = await this.auth.verifyIdToken(idToken);
    const user = toUser(await this.auth.getUser(decoded.uid));
    // Accounts without a staff role exist in Firebase Auth (other apps of the project); they are
    // refused exactly like a wrong password, so sign-in does not reveal them.
    if (!user) throw new InvalidCredentialsError();
    return { token: await this.auth.createSessionCookie(idToken, { expiresIn: SESSION_MS }), user };
  }

  async verifyToken(token: string): Promise<IdentityUser> {
    try {
      const decoded = await this.auth.verifySessionCookie(token, true);
      // The role is read from the account, not the cookie, so a role change applies at once.
      const user = toUser(await this.auth.getUser(decoded.uid));
      if (user) return user;
    } catch {
      // forged, expired, revoked or deleted: all the same to the caller
    }
    throw new UnauthenticatedError('Session expired. Please log in again.');
  }

  async revokeTokens(userId: string): Promise<void> {
    // Firebase compares whole seconds: a session started in the same second as the revocation
    // would survive it. Waiting for the next second makes "every session before now" exact.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    await this.auth.revokeRefreshTokens(userId);
  }

  async createUser(user: NewUser): Promise<IdentityUser> {
    const email = user.email.trim().toLowerCase();
    try {
      // Without a password the account is an invitation: nothing can sign in to it yet.
      const password = user.password === undefined ? {} : { password: user.password };
      const record = await this.auth.createUser({ email, displayName: user.name, ...password });
      await this.auth.setCustomUserClaims(record.uid, { role: user.role });
      return { id: record.uid, name: user.name, email, role: user.role };
    } catch (error) {
      if (hasCode(error, 'auth/email-already-exists')) throw new ConflictError(`A user with the e-mail ${email} already exists`);
      throw error;
    }
  }

  async getUser(userId: string): Promise<IdentityAccount | null> {
    return toAccount(await this.auth.getUser(userId).catch(notFoundAsNull));
  }

  async findByEmail(email: string): Promise<IdentityAccount | null> {
    return toAccount(await this.auth.getUserByEmail(email.trim().toLowerCase()).catch(notFoundAsNull));
  }

  async updateUser(userId: string, changes: AccountChanges): Promise<IdentityAccount> {
    // Only staff accounts: other users of the project (no role claim) are not this site's to change.
    const record = await this.auth.getUser(userId).catch(notFoundAsNull);
    if (!toAccount(record) || !record) throw new NotFoundError('No such staff member');
    if (changes.role !== undefined) await this.auth.setCustomUserClaims(userId, { ...record.customClaims, role: changes.role });
    const { disabled, password } = changes;
    if (disabled !== undefined || password !== undefined) {
      await this.auth.updateUser(userId, {
        ...(disabled === undefined ? {} : { disabled }),
        ...(password === undefined ? {} : { password }),
      });
    }
    // A new password or disabling ends every session (verifySessionCookie also refuses a disabled
    // account by itself; revoking makes it hold after re-enabling too).
    if (password !== undefined || disabled === true) await this.revokeTokens(userId);
    const account = toAccount(await this.auth.getUser(userId));
    if (!account) throw new NotFoundError('No such staff member');
    return account;
  }

  async deleteUser(userId: string): Promise<void> {
    if (!toAccount(await this.auth.getUser(userId).catch(notFoundAsNull))) throw new NotFoundError('No such staff member');
    await this.auth.deleteUser(userId);
  }

  async listUsers(): Promise<IdentityAccount[]> {
    const users: IdentityAccount[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.auth.listUsers(1000, pageToken);
      for (const record of page.users) {
        const account = toAccount(record);
        if (account) users.push(account);
      }
      pageToken = page.pageToken;
    } while (pageToken);
    return users.sort((a, b) => a.email.localeCompare(b.email));
  }

  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
    const record = await this.auth.getUser(userId).catch(() => null);
    if (!record?.email) throw new UnauthenticatedError();
    if (!(await this.checkPassword(record.email, currentPassword))) throw new ValidationError('Current password is incorrect');
    await this.auth.updateUser(userId, { password: newPassword });
    await this.revokeTokens(userId);
  }

  /** The ID token when the password is right, null when it is wrong or the e-mail unknown. */
  private async checkPassword(email: string, password: string): Promise<string | null> {
    const response = await fetch(`${this.toolkit}/v1/accounts:signInWithPassword?key=${encodeURIComponent(this.config.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
    if (response.ok && body.idToken) return body.idToken;
    const reason = body.error?.message ?? '';
    if (reason.startsWith('TOO_MANY_ATTEMPTS')) throw new TooManyRequestsError();
    if (/EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|USER_DISABLED|INVALID_EMAIL|MISSING_PASSWORD/.test(reason)) return null;
    throw new Error(`Identity Toolkit sign-in failed (${response.status}): ${reason || 'no reason given'}`);
  }
}

/** A missing account (or an id that could never be one) is null; anything else is a real failure. */
function notFoundAsNull(error: unknown): null {
  if (hasCode(error, 'auth/user-not-found') || hasCode(error, 'auth/invalid-uid') || hasCode(error, 'auth/invalid-email')) return null;
  throw error;
}

/** The staff screen's view of a record; null for accounts without a staff role. */
function toAccount(record: UserRecord | null): IdentityAccount | null {
  const user = record && toUser(record);
  if (!record || !user) return null;
  const { lastSignInTime, creationTime } = record.metadata;
  const hasPassword = record.providerData.some((provider) => provider.providerId === 'password');
  // The Auth emulator stamps a sign-in at creation (Firebase itself does not); an account that
  // could not sign in yet has none.
  const signedIn = hasPassword && !!lastSignInTime;
  return {
    ...user,
    disabled: record.disabled,
    hasPassword,
    lastSignInAt: signedIn ? new Date(lastSignInTime).toISOString() : null,
    createdAt: creationTime ? new Date(creationTime).toISOString() : null,
  };
}

function toUser(record: UserRecord): IdentityUser | null {
  const role = roleSchema.safeParse(record.customClaims?.role);
  if (!role.success || !record.email) return null;
  return { id: record.uid, name: record.displayName ?? record.email, email: record.email, role: role.data };
}
