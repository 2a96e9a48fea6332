import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

// The back office's one confirmation (MUI, so only admin screens import it; public pages never
// load MUI). An accessible dialog instead of window.confirm: focus trapped, Escape cancels, and the
// safe answer has the focus.

export interface ConfirmDialogProps {
  open: boolean;
  /** Kept by the parent after closing, so the text does not flash empty while the dialog fades out. */
  title: string;
  /** The spec's question, e.g. "Are you sure you want to delete this content?". */
  text: string;
  /** While true the answer is on its way: both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  text,
  busy = false,
  confirmLabel = 'Delete',
  busyLabel = confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
