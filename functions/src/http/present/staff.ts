import type { StaffMember, StaffStatus } from '@school/shared/staff-schemas';
import type { IdentityAccount } from '../../ports/identity.js';

const statusOf = (account: IdentityAccount): StaffStatus => (account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'invited');

/** A member as the staff screen lists them: a status instead of the account's flags. */
export const presentStaffMember = (account: IdentityAccount): StaffMember => ({
  id: account.id,
  name: account.name,
  email: account.email,
  role: account.role,
  status: statusOf(account),
  lastSignInAt: account.lastSignInAt,
  createdAt: account.createdAt,
});
