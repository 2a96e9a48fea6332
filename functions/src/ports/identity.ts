import type { PublicUser, Role } from '@school/shared/auth-schemas';

// Staff accounts. The embedded home keeps them in its own store (scrypt); Firebase uses Firebase
// Auth with the role as a custom claim and its own `disabled` flag. Routes only see this interface;
// the staff use cases (domain/accounts) add the rules (the last superadmin, links, throttling).

/** A staff member as the shared account schema describes them, with the home's own id. */
export type IdentityUser = PublicUser & { id: string };

/** An account as the staff screen sees it. */
export type IdentityAccount = IdentityUser & {
  /** Cannot sign in; every session has ended. */
  disabled: boolean;
  /** false for an invited member who has not set a password yet (cannot sign in either). */
  hasPassword: boolean;
  /** ISO time of the last successful sign-in, null if never. */
  lastSignInAt: string | null;
  createdAt: string | null;
};

/** A new account: without a password it is an invitation, signed in only once a password is set. */
export type NewUser = Pick<PublicUser, 'name' | 'email' | 'role'> & { password?: string };

/** What updateUser may change. A new password or disabling also ends every session of the account. */
export interface AccountChanges {
  role?: Role;
  disabled?: boolean;
  password?: string;
}

export interface Identity {
  /** Throws InvalidCredentialsError, the same way for an unknown e-mail, a wrong password, a disabled or invited account. */
  signIn(email: string, password: string): Promise<{ token: string; user: IdentityUser }>;
  /** Throws UnauthenticatedError for a forged, expired or revoked token, or a disabled or removed account. */
  verifyToken(token: string): Promise<IdentityUser>;
  /** Every token issued to this user before now stops working (sign out everywhere, password change). */
  revokeTokens(userId: string): Promise<void>;
  /** Throws ConflictError when the e-mail is taken. */
  createUser(user: NewUser): Promise<IdentityUser>;
  /** null for an unknown id (also one that could never exist). */
  getUser(userId: string): Promise<IdentityAccount | null>;
  /** null for an unknown e-mail; the e-mail's case does not matter. */
  findByEmail(email: string): Promise<IdentityAccount | null>;
  /** Throws NotFoundError for an unknown id. */
  updateUser(userId: string, changes: AccountChanges): Promise<IdentityAccount>;
  /** Removes the account for good; its sessions end with it. Throws NotFoundError for an unknown id. */
  deleteUser(userId: string): Promise<void>;
  /** Every staff account, by e-mail. */
  listUsers(): Promise<IdentityAccount[]>;
  /** Throws ValidationError when the current password is wrong. Ends every session of the account. */
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void>;
}
