import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

interface Props {
  /** The image the item already has (editing), shown until removed or replaced. */
  existingUrl: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Image input (images only) with a preview of the chosen or current picture and a Remove button. */
export function ImagePicker({ existingUrl, disabled, onChoose, onRemove }: Props) {
  const [error, setError] = useState('');
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // An object URL keeps the file in memory until revoked: one at a time, none after unmount.
  const urlRef = useRef<string | null>(null);
  const replaceUrl = (next: string | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next;
    setChosenUrl(next);
  };
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const preview = chosenUrl ?? existingUrl;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again after Remove must fire change again
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError('Please choose an image file (JPEG, PNG or WebP).');
      return;
    }
    setError('');
    replaceUrl(URL.createObjectURL(chosen));
    onChoose(chosen);
  };

  const handleRemove = () => {
    replaceUrl(null);
    onRemove();
  };

  return (
    <Box>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt="Preview of the item's image"
          sx={{ display: 'block', width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 2, mb: 1, bgcolor: '#f3e6d6' }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* A real button opening a hidden input: focusable and keyboard-operable, unlike a styled <label>. */}
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled} onClick={() => inputRef.current?.click()}>
          {preview ? 'Change Image' : 'Choose Image'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          onChange={handleChange}
          disabled={disabled}
          data-testid="news-image-input"
        />
        {preview && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={handleRemove} disabled={disabled}>
            Remove Image
          </Button>
        )}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
