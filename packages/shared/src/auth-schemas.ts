import { z } from 'zod';

// Shared by the API routes and the web forms (imported by name, @school/shared/auth-schemas), so a
// message the server sends and the one the form shows are the same text. Keep this folder free of
// Node-only imports: it is bundled into the browser.

export const roles = ['admin', 'superadmin'] as const;
export const roleSchema = z.enum(roles, { error: 'Role must be admin or superadmin' });
export type Role = z.infer<typeof roleSchema>;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Invalid email address'))
  .transform((email) => email.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const MIN_PASSWORD_LENGTH = 8;
// scrypt and the Identity Toolkit both accept long passwords, but an unbounded one is a cheap
// way to make the server hash megabytes.
export const MAX_PASSWORD_LENGTH = 200;
export const ACCOUNT_NAME_MAX = 100;
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * A staff account as every home knows it (the embedded home adds its password hash and token
 * version; Firebase Auth keeps the role as a custom claim).
 */
export const accountSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(ACCOUNT_NAME_MAX),
  email: emailSchema,
  role: roleSchema,
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /auth/register: the account's own fields and its first password. */
export const registerSchema = accountSchema.pick({ name: true, email: true }).extend({
  password: newPasswordSchema,
  role: roleSchema.default('admin'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const updatePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** What the API returns about a user, and what the web keeps in localStorage under `user`. */
export const publicUserSchema = accountSchema.pick({ name: true, role: true, email: true });
export type PublicUser = z.infer<typeof publicUserSchema>;
/**
 * The same user as the web reads it back from localStorage: there the role is only text (the
 * browser checks its shape, not its value; the server checks the role on every call).
 */
export type StoredUser = Omit<PublicUser, 'role'> & { role: string };
