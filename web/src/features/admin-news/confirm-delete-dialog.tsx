import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  /** Kept by the parent after closing, so the text does not flash empty while the dialog fades out. */
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The spec's confirmation, as an accessible dialog (focus trapped, Escape cancels). */
export function ConfirmDeleteDialog({ open, title, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">Delete “{title}”?</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">Are you sure you want to delete this item?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
