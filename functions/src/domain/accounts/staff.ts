import { changeRoleSchema, inviteStaffSchema, STAFF_MESSAGES } from '@school/shared/staff-schemas';
import type { IdentityAccount, IdentityUser } from '../../ports/identity.js';
import { recordAs, titleText, type ItemAuditInput } from '../audit/audit-log.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { parse } from '../parse.js';
import { dropPasswordLink, sendPasswordLink, type LinkDeps } from './password-links.js';

// Staff management, superadmin only (the route's guard). Every change that could leave the school
// without anyone able to manage staff is refused: the last active superadmin cannot be demoted,
// disabled or removed, and nobody disables or removes their own account. Two superadmins demoting
// each other at the same instant could still both pass the check (the store has no transactions yet,
// issue 24); `npm run admin` restores a superadmin from a terminal if that ever happens.

export type StaffDeps = LinkDeps;

export async function listStaff(deps: StaffDeps): Promise<IdentityAccount[]> {
  return deps.identity.listUsers();
}

/** Adds a member without a password and mails them an invitation; nothing is kept if the mail fails. */
export async function inviteMember(deps: StaffDeps, actor: IdentityUser, input: unknown): Promise<IdentityAccount> {
  const created = await deps.identity.createUser(parse(inviteStaffSchema, input));
  const account = await deps.identity.getUser(created.id);
  if (!account) throw new NotFoundError('No such staff member');
  try {
    await sendPasswordLink(deps, account, actor.name);
  } catch (error) {
    await deps.identity.deleteUser(account.id).catch(() => undefined);
    throw error;
  }
  await recorded(deps, actor, 'invite', account, `Role: ${account.role}`);
  return account;
}

/** `input`: `{ role }`, read before the member is looked up (a bad role is a 400 even for an unknown id). */
export async function changeRole(deps: StaffDeps, actor: IdentityUser, id: string, input: unknown): Promise<IdentityAccount> {
  const { role } = parse(changeRoleSchema, input);
  const account = await member(deps, id);
  if (role !== 'superadmin') await keepASuperadmin(deps, account);
  const changed = await deps.identity.updateUser(id, { role });
  await recorded(deps, actor, 'role-change', changed, `Role: ${changed.role}`);
  return changed;
}

/** Disabling ends every session of the member at once; enabling lets them sign in again. */
export async function setDisabled(deps: StaffDeps, actor: IdentityUser, id: string, disabled: boolean): Promise<IdentityAccount> {
  const account = await member(deps, id);
  if (disabled) {
    notYourself(actor, id);
    await keepASuperadmin(deps, account);
  }
  const changed = await deps.identity.updateUser(id, { disabled });
  await recorded(deps, actor, disabled ? 'disable' : 'enable', changed);
  return changed;
}

/** A reset link, or the invitation again for a member who has not set a password yet. */
export async function sendLinkTo(deps: StaffDeps, actor: IdentityUser, id: string): Promise<void> {
  const account = await member(deps, id);
  if (account.disabled) throw new ConflictError(STAFF_MESSAGES.disabledNoLink);
  await sendPasswordLink(deps, account, actor.name);
  // Named by id alone, as the log always has: the call's answer told no name.
  await recordAs(deps, actor, { action: 'password-link', itemKind: 'staff-member', itemId: id });
}

export async function removeMember(deps: StaffDeps, actor: IdentityUser, id: string): Promise<void> {
  const account = await member(deps, id);
  notYourself(actor, id);
  await keepASuperadmin(deps, account);
  await deps.identity.deleteUser(id);
  await dropPasswordLink(deps.store, id);
  await recorded(deps, actor, 'remove', account);
}

/** A member is named in the log by their name; a role given or changed is its detail. */
function recorded(
  deps: StaffDeps,
  actor: IdentityUser,
  action: ItemAuditInput['action'],
  account: Pick<IdentityAccount, 'id' | 'name'>,
  detail: string | null = null,
): Promise<void> {
  return recordAs(deps, actor, { action, itemKind: 'staff-member', itemId: account.id, itemTitle: titleText(account.name), detail });
}

async function member(deps: StaffDeps, id: string): Promise<IdentityAccount> {
  const account = await deps.identity.getUser(id);
  if (!account) throw new NotFoundError('No such staff member');
  return account;
}

function notYourself(actor: IdentityUser, id: string): void {
  if (actor.id === id) throw new ValidationError(STAFF_MESSAGES.notYourself);
}

/** Refuses to take the account out of the active superadmins if it is the last one. */
async function keepASuperadmin(deps: StaffDeps, account: IdentityAccount): Promise<void> {
  const active = (a: IdentityAccount): boolean => a.role === 'superadmin' && !a.disabled && a.hasPassword;
  if (!active(account)) return;
  const others = (await deps.identity.listUsers()).filter((a) => a.id !== account.id && active(a));
  if (others.length === 0) throw new ConflictError(STAFF_MESSAGES.lastSuperadmin);
}
