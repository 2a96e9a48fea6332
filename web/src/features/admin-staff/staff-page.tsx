import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { StaffMember } from '@school/shared/staff-schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { AdminNotice } from '../../lib/admin/admin-notice';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddMemberDialog } from './add-member-dialog';
import { changeRole, removeStaff, sendPasswordLink, setDisabled } from './staff-api';
import { StaffList, type StaffAction } from './staff-list';
import { useStaff } from './use-staff';
import { NOT_ALLOWED_TEXT } from './staff-texts';

type Confirmable = { member: StaffMember; action: 'disable' | 'remove' };

/** Runs one action and answers the toast that says it worked. */
async function run(member: StaffMember, action: StaffAction): Promise<string> {
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

/** /admin/staff (superadmin only): who can sign in to the back office, and with which role. */
export function StaffPage() {
  useDocumentTitle('Staff · Admin');
  // The role the server holds now, as the menu shows it; the server refuses the calls (403) to anyone else anyway.
  const { user, confirmed: roleConfirmed } = useSignedInMember();
  const isSuperadmin = user?.role === 'superadmin';
  const { members, loading, error, forbidden, reload } = useStaff(isSuperadmin);
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState('');
  const [confirm, setConfirm] = useState<Confirmable | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  // A role kept since sign-in may be out of date (a member promoted since): wait for the server's word.
  if (!isSuperadmin && !roleConfirmed) return <LoadingSpinner label="Loading the staff list" space={{ py: 8 }} />;
  if (!isSuperadmin || forbidden) {
    return (
      <AdminNotice icon={<GroupIcon sx={{ fontSize: 56 }} />} title="Staff">
        {NOT_ALLOWED_TEXT}
      </AdminNotice>
    );
  }

  const act = async (member: StaffMember, action: StaffAction) => {
    setActionError('');
    setBusyId(member.id);
    try {
      enqueueSnackbar(await run(member, action), { variant: 'success', autoHideDuration: 4000 });
      await reload();
    } catch (failure) {
      console.error(`Staff action ${action} failed`, failure);
      setActionError(errorMessage(failure, 'That did not work. Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (member: StaffMember, action: StaffAction) => {
    if (action === 'disable' || action === 'remove') {
      setConfirm({ member, action });
      setConfirmOpen(true);
      return;
    }
    void act(member, action);
  };

  const confirmed = () => {
    setConfirmOpen(false);
    if (confirm) void act(confirm.member, confirm.action);
  };

  const name = confirm?.member.name ?? '';
  const confirmTexts =
    confirm?.action === 'disable'
      ? {
          title: `Disable ${name}?`,
          text: `${name} will be signed out on every device and cannot sign in until the account is enabled again.`,
          label: 'Disable',
        }
      : { title: `Remove ${name}?`, text: `${name} will no longer be able to sign in. This cannot be undone.`, label: 'Remove' };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
          Staff
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          Add a member
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        Everyone who can sign in to the back office. An admin can edit the website; a superadmin can also add, change and remove staff
        accounts. Times are India time.
      </Typography>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError('')} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      {loading && <LoadingSpinner label="Loading the staff list" space={{ py: 8 }} />}
      {!loading && error && <LoadErrorAlert message={error} onRetry={() => void reload()} />}
      {!loading && !error && <StaffList members={members} ownEmail={user.email} busyId={busyId} onAction={onAction} />}
      <AddMemberDialog
        open={adding}
        onClose={() => setAdding(false)}
        onInvited={(email) => {
          setAdding(false);
          enqueueSnackbar(`Invitation sent to ${email}`, { variant: 'success', autoHideDuration: 4000 });
          void reload();
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={confirmTexts.title}
        text={confirmTexts.text}
        confirmLabel={confirmTexts.label}
        onConfirm={confirmed}
        onCancel={() => setConfirmOpen(false)}
      />
    </Container>
  );
}
