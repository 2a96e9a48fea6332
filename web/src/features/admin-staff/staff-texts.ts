import type { Role } from '@school/shared/auth-schemas';
import type { StaffStatus } from '@school/shared/staff-schemas';

// The words of /admin/staff in one place, so the screen and its tests agree.

export const ROLE_TEXT: Record<Role, string> = { admin: 'Admin', superadmin: 'Superadmin' };

export const STATUS_TEXT: Record<StaffStatus, string> = { active: 'Active', invited: 'Invited', disabled: 'Disabled' };

export const NOT_ALLOWED_TEXT = 'Only a superadmin can manage staff accounts.';

/** Roles are shown as words; an unknown role (from an older account) as it is stored. */
export const roleText = (role: string): string => ROLE_TEXT[role as Role] ?? role;

// School time, whatever zone the superadmin's device is in.
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "25 Nov 2026, 7:30 pm" in India time, or "Never". */
export function lastSignInText(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Never' : when.format(date);
}
