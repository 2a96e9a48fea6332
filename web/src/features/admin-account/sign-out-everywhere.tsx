import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { useSave } from '../../lib/admin/use-save';
import { clearAuth } from '../../lib/auth-storage';
import { signOutEverywhere } from './account-api';

/** Ends every session of the member (a lost phone, a shared computer), then opens the login page. */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signOut = useSave();
  const { saving: busy, error } = signOut;

  const confirm = async () => {
    const ended = await signOut.run(signOutEverywhere, {
      // Nothing ended, so the member must know: staying signed in here is the honest state.
      failText: 'Could not sign you out everywhere. Please try again.',
      logText: 'Signing out everywhere failed',
      serverWords: 'always',
      show: 'inline',
    });
    if (!ended) {
      setOpen(false);
      return;
    }
    // This session ended too: forget it before leaving, or the login page would skip to the dashboard.
    clearAuth();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        title="Sign out everywhere?"
        text="This ends your session on every device, this one included. You will need to sign in again."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Box>
  );
}
