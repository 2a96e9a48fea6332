import type { StaffMember } from '@school/shared/staff-schemas';
import { useState } from 'react';
import { useConfirm } from '../../lib/admin/use-form-panel';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { ApiError } from '../../lib/api-client';
import { changeRole, listStaff, removeStaff, sendPasswordLink, setDisabled } from './staff-api';
import type { StaffAction } from './staff-list';

export type Confirmable = { member: StaffMember; action: 'disable' | 'remove' };

/** The list, or `forbidden` when the server refused it (403): the member is not a superadmin (any more). */
async function loadStaff(signal: AbortSignal) {
  try {
    return { members: await listStaff(signal), forbidden: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { members: [], forbidden: true };
    throw error;
  }
}

/** Runs one action and answers the toast that says it worked. */
async function perform(member: StaffMember, action: StaffAction): Promise<string> {
  switch (action) {
    case 'promote':
      await changeRole(member.id, 'superadmin');
      return `${member.name} is now a superadmin.`;
    case 'demote':
      await changeRole(member.id, 'admin');
      return `${member.name} is now an admin.`;
    case 'disable':
      await setDisabled(member.id, true);
      return `${member.name} is disabled and signed out everywhere.`;
    case 'enable':
      await setDisabled(member.id, false);
      return `${member.name} can sign in again.`;
    case 'password-link':
      await sendPasswordLink(member.id);
      return member.status === 'invited' ? `Invitation sent again to ${member.email}` : `Password-reset link sent to ${member.email}`;
    case 'remove':
      await removeStaff(member.id);
      return `${member.name} was removed.`;
  }
}

/**
 * The state of /admin/staff: the list (asked only of a superadmin: `enabled`), the action on its way,
 * its error, the question before disabling or removing, and the "Add a member" dialog.
 */
export function useStaffScreen(enabled: boolean) {
  // Loading until the first answer, also when `enabled` comes true later (the role confirmed by the server).
  const list = useLoad(loadStaff, { errorText: 'The staff list could not be loaded.', logText: 'Loading the staff list failed', enabled });
  const act = useSave();
  const confirm = useConfirm<Confirmable>();
  const [adding, setAdding] = useState(false);
  const toast = useToast();

  const run = (member: StaffMember, action: StaffAction) =>
    act.run(() => perform(member, action), {
      failText: 'That did not work. Please try again.',
      logText: `Staff action ${action} failed`,
      serverWords: 'always',
      show: 'inline',
      key: member.id,
      done: async (said) => {
        toast(said, 'success', 4000);
        await list.reload();
      },
    });

  const onAction = (member: StaffMember, action: StaffAction) => {
    if (action === 'disable' || action === 'remove') confirm.ask({ member, action });
    else void run(member, action);
  };

  const confirmed = () => {
    const asked = confirm.confirm();
    if (asked) void run(asked.member, asked.action);
  };

  const invited = (email: string) => {
    setAdding(false);
    toast(`Invitation sent to ${email}`, 'success', 4000);
    void list.reload();
  };

  return { list, act, confirm, adding, setAdding, onAction, confirmed, invited };
}
