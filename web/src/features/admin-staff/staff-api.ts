import type { Role } from '@school/shared/auth-schemas';
import type { InviteStaffInput, StaffMember } from '@school/shared/staff-schemas';
import { apiGet, apiSend } from '../../lib/api-client';

// One function per call of /api/staff (superadmin only). Refusals (the last superadmin, your own
// account, a disabled account) come back as ApiError with the server's text, which the screen shows.

const INVALID = 'Invalid data received from server';

const isMember = (data: unknown): data is StaffMember =>
  typeof data === 'object' && data !== null && 'id' in data && 'email' in data && 'status' in data;
const member = { expect: { accept: isMember, text: INVALID } };
const path = (id: string) => `/staff/${encodeURIComponent(id)}`;

export function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiGet('/staff', {
    signal,
    expect: { accept: (data): data is StaffMember[] => Array.isArray(data) && data.every(isMember), text: INVALID },
  });
}

/** Adds the member; the server mails them an invitation link (valid 72 hours). */
export function inviteStaff(input: InviteStaffInput): Promise<StaffMember> {
  return apiSend('POST', '/staff', input, member);
}

export function changeRole(id: string, role: Role): Promise<StaffMember> {
  return apiSend('PUT', `${path(id)}/role`, { role }, member);
}

export function setDisabled(id: string, disabled: boolean): Promise<StaffMember> {
  return apiSend('POST', `${path(id)}/${disabled ? 'disable' : 'enable'}`, undefined, member);
}

/** Mails a password-reset link (an invited member gets their invitation again). */
export function sendPasswordLink(id: string): Promise<unknown> {
  return apiSend('POST', `${path(id)}/password-link`);
}

export function removeStaff(id: string): Promise<unknown> {
  return apiSend('DELETE', path(id));
}
