import { z } from 'zod';
import { accountSchema, emailSchema, newPasswordSchema, roleSchema } from './auth-schemas.js';

// Staff management (/admin/staff, superadmin only) and the password links every member may be sent
// (an invitation, a reset). Imported by name (@school/shared/staff-schemas) by the API and the admin.

/** How long a new member's invitation link works. */
export const INVITE_LINK_HOURS = 72;
/** How long a password-reset link works: short, as it is asked for by anyone who types an e-mail. */
export const RESET_LINK_MINUTES = 60;

/**
 * invited: added, has not set a password yet (cannot sign in); active: can sign in; disabled: kept,
 * but cannot sign in and every session has ended.
 */
export const staffStatuses = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** A member as /admin/staff lists them (GET /api/staff). The id is the account's id in its home. */
export const staffMemberSchema = accountSchema.pick({ name: true, email: true, role: true }).extend({
  id: z.string(),
  status: z.enum(staffStatuses),
  /** ISO time of the last successful sign-in, null if never. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/staff: the new member, who is mailed a link to set their own password. */
export const inviteStaffSchema = accountSchema.pick({ name: true, email: true, role: true });
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

/** PUT /api/staff/:id/role */
export const changeRoleSchema = z.object({ role: roleSchema });

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /api/auth/password-link: what a link is for, before its form is shown. */
export const passwordLinkSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(300, 'The link is incomplete'),
});

/** POST /api/auth/set-password: the link's token and the member's new password. */
export const setPasswordSchema = passwordLinkSchema.extend({ newPassword: newPasswordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** What POST /api/auth/password-link answers about a valid link. */
export interface PasswordLinkView {
  purpose: 'invite' | 'reset';
  name: string;
  email: string;
}

export const STAFF_MESSAGES = {
  /** The same answer whether or not the e-mail has an account (it must not reveal who is staff). */
  forgotSent: `If that e-mail belongs to a staff account, a link to set a new password is on its way. It works for ${RESET_LINK_MINUTES} minutes.`,
  linkInvalid: 'This link has expired or has already been used. Ask for a new one.',
  lastSuperadmin: 'The school must keep at least one active superadmin. Make another member superadmin first.',
  notYourself: 'You cannot do this to your own account. Ask another superadmin.',
  disabledNoLink: 'This account is disabled. Enable it before sending a link.',
} as const;
