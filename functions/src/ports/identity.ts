import type { PublicUser, RegisterInput, Role } from '@school/shared/auth-schemas';

// Staff accounts. The embedded home keeps them in its own store (scrypt); Firebase uses Firebase
// Auth with the role as a custom claim. Routes only see this interface.

/** A staff member as the shared account schema describes them, with the home's own id. */
export type IdentityUser = PublicUser & { id: string };

export type NewUser = RegisterInput;

export interface Identity {
  /** Throws InvalidCredentialsError, the same way for an unknown e-mail and a wrong password. */
  signIn(email: string, password: string): Promise<{ token: string; user: IdentityUser }>;
  /** Throws UnauthenticatedError for a forged, expired or revoked token. */
  verifyToken(token: string): Promise<IdentityUser>;
  /** Every token issued to this user before now stops working (logout, password change). */
  revokeTokens(userId: string): Promise<void>;
  /** Throws ConflictError when the e-mail is taken. */
  createUser(user: NewUser): Promise<IdentityUser>;
  /** Throws NotFoundError for an unknown e-mail. */
  setRole(email: string, role: Role): Promise<IdentityUser>;
  listUsers(): Promise<IdentityUser[]>;
  /** An administrator's reset for a forgotten password; ends the user's sessions. NotFoundError if unknown. */
  resetPassword(email: string, newPassword: string): Promise<IdentityUser>;
  /** Throws ValidationError when the current password is wrong. */
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void>;
}
