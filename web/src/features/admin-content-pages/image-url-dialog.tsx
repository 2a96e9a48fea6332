import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

// The same rule the server applies to body images: http(s), or a path on this site.
const IMAGE_URL = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i;

/** Asks for an image's address and its description (alt text) before putting it in the body. */
export function ImageUrlDialog({ open, onClose, onInsert }: Props) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Inside the page form: without this the page itself would be submitted.
    event.stopPropagation();
    const url = src.trim();
    if (!IMAGE_URL.test(url)) {
      setError('Enter an image address starting with https:// (for example, copied from the Media Library).');
      return;
    }
    onInsert(url, alt.trim());
    setSrc('');
    setAlt('');
    setError(null);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="image-url-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="image-url-title">Insert image</DialogTitle>
        <DialogContent>
          <TextField
            label="Image address (URL)"
            value={src}
            onChange={(event) => setSrc(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Copy an image URL from the Media Library, or any https:// address.'}
            fullWidth
            autoFocus
            margin="normal"
          />
          <TextField
            label="Description for screen readers (alt text)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            helperText="What the picture shows, in a few words."
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
