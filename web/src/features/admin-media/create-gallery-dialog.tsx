import { galleryCreateSchema, type GalleryCreateInput } from '@school/shared/gallery-schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Rejects with the text to show when the server refuses or cannot be reached. */
  onCreate: (input: GalleryCreateInput) => Promise<void>;
}

const EMPTY = { title: '', category: '', description: '' };

/** Title, category and description; the shared schema gives the spec's message for blanks. */
export function CreateGalleryDialog({ open, onClose, onCreate }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setError('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = galleryCreateSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setSaving(true);
    setError('');
    try {
      await onCreate(parsed.data);
      setValues(EMPTY);
      onClose();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-gallery-title">
      <DialogTitle id="new-gallery-title">New gallery</DialogTitle>
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField label="Title" required autoFocus {...field('title')} />
            <TextField label="Category" required helperText="For example: events, sports, academics" {...field('category')} />
            <TextField label="Description" multiline minRows={2} {...field('description')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Creating...' : 'Create gallery'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
