import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ open, title, deleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-content-title"
      aria-describedby="delete-content-text"
    >
      <DialogTitle id="delete-content-title">Delete “{title}”?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-content-text">Are you sure you want to delete this content?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
