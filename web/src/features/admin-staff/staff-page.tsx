import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AdminNotice } from '../../lib/admin/admin-notice';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddMemberDialog } from './add-member-dialog';
import { StaffList } from './staff-list';
import { useStaffScreen } from './use-staff-screen';
import { NOT_ALLOWED_TEXT } from './staff-texts';

/** /admin/staff (superadmin only): who can sign in to the back office, and with which role. */
export function StaffPage() {
  useDocumentTitle('Staff · Admin');
  // The role the server holds now, as the menu shows it; the server refuses the calls (403) to anyone else anyway.
  const { user, confirmed: roleConfirmed } = useSignedInMember();
  const isSuperadmin = user?.role === 'superadmin';
  const { list, act, confirm, adding, setAdding, onAction, confirmed, invited } = useStaffScreen(isSuperadmin);
  const { loading, error } = list;
  const forbidden = list.data?.forbidden ?? false;

  // A role kept since sign-in may be out of date (a member promoted since): wait for the server's word.
  if (!isSuperadmin && !roleConfirmed) return <LoadingSpinner label="Loading the staff list" space={{ py: 8 }} />;
  if (!isSuperadmin || forbidden) {
    return (
      <AdminNotice icon={<GroupIcon sx={{ fontSize: 56 }} />} title="Staff">
        {NOT_ALLOWED_TEXT}
      </AdminNotice>
    );
  }

  const name = confirm.asked?.member.name ?? '';
  const confirmTexts =
    confirm.asked?.action === 'disable'
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
      {act.error && (
        <Alert severity="error" onClose={() => act.setError('')} sx={{ mb: 2 }}>
          {act.error}
        </Alert>
      )}
      {loading && <LoadingSpinner label="Loading the staff list" space={{ py: 8 }} />}
      {!loading && error && <LoadErrorAlert message={error} onRetry={() => void list.reload()} />}
      {!loading && !error && <StaffList members={list.data?.members ?? []} ownEmail={user.email} busy={act.busy} onAction={onAction} />}
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} onInvited={invited} />
      <ConfirmDialog
        open={confirm.open}
        title={confirmTexts.title}
        text={confirmTexts.text}
        confirmLabel={confirmTexts.label}
        onConfirm={confirmed}
        onCancel={confirm.cancel}
      />
    </Container>
  );
}
