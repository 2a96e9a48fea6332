import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props {
  /** The row's title, naming its buttons for screen readers ("Edit Sports day"). */
  title: string;
  /** Its delete is on its way: both buttons wait, Delete shows a spinner. */
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete at the end of an admin list's row: beside each other on a phone, stacked on a wider screen. */
export function RowActions({ title, deleting, onEdit, onDelete }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        gap: 1,
        alignItems: 'stretch',
        width: { xs: '100%', sm: 'auto' },
        justifyContent: 'flex-end',
      }}
    >
      <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} disabled={deleting} aria-label={`Edit ${title}`}>
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-label="Deleting" /> : <DeleteIcon />}
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete ${title}`}
        aria-busy={deleting}
      >
        Delete
      </Button>
    </Box>
  );
}
