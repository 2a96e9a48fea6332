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
const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  // scrypt and the Identity Toolkit both accept long passwords, but an unbounded one is a cheap
  // way to make the server hash megabytes.
  .max(200, 'Password must be at most 200 characters');

export const registerSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: emailSchema,
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
export interface PublicUser {
  name: string;
  role: Role;
  email: string;
}
