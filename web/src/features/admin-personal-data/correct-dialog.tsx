import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { CorrectionInput } from './personal-data-api';

export interface CorrectDialogProps {
  open: boolean;
  /** The address being corrected, shown so staff know whose records change. */
  email: string;
  busy: boolean;
  error: string;
  onCorrect: (correction: CorrectionInput) => void;
  onCancel: () => void;
}

/** The corrected name and/or address, written on every message (and trashed message) that holds the address. */
export function CorrectDialog({ open, email, busy, error, onCorrect, onCancel }: CorrectDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCorrect({ name: name.trim() || undefined, newEmail: newEmail.trim() || undefined });
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>Correct name or address</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Every message holding {email} gets what you type here; leave a field empty to keep it as it is.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField label="Corrected name" value={name} onChange={(e) => setName(e.target.value)} fullWidth sx={{ mb: 2 }} />
          <TextField
            label="Corrected e-mail address"
            type="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Correcting...' : 'Correct'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
