import PhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { color } from '../theme/tokens';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';

// The back office's one image input: a page's featured image, a news item's picture. The chosen
// file is uploaded by the form when it is saved; this only picks it and shows what will be shown.

/** The texts one screen shows; each screen keeps its own wording. */
export interface ImagePickerTexts {
  /** A label above the picker, when the form has no heading of its own for it. */
  label?: string;
  choose: string;
  /** The main button once there is an image (stored or chosen). */
  replace: string;
  /** The second button's text, or null to hide it, given what is there. */
  remove: (state: { file: boolean; current: boolean }) => string | null;
  previewAlt: string;
  inputLabel?: string;
  /** Shown under the buttons (e.g. the accepted formats, or which file will be uploaded). */
  helper?: (file: File | null) => string;
  /** Shown when a chosen file is not an image; without it any file the input accepts is taken. */
  notAnImage?: string;
}

interface Props {
  /** The stored image's address, shown until replaced or removed. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Called by the remove button after it drops the chosen file (e.g. to drop the stored image too). */
  onRemove?: () => void;
  disabled?: boolean;
  texts: ImagePickerTexts;
  /** A small thumbnail beside the buttons, or a wide banner above them. */
  preview?: 'thumbnail' | 'banner';
  inputTestId?: string;
}

const previewSx = {
  thumbnail: { width: 160, height: 'auto', borderRadius: 1 },
  banner: { display: 'block', width: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 2, mb: 1, bgcolor: color.sand },
} as const;

export function ImagePicker({ currentUrl, file, onFile, onRemove, disabled, texts, preview = 'thumbnail', inputTestId }: Props) {
  const [error, setError] = useState('');
  // The chosen file's object URL, made when it is picked and released when replaced or unmounted.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenRef = useRef<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.url);
    },
    [],
  );

  const choose = (next: File | null) => {
    if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.url);
    const made = next ? { file: next, url: URL.createObjectURL(next) } : null;
    chosenRef.current = made;
    setChosen(made);
    onFile(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again after a removal must fire change again
    if (!picked) return;
    if (texts.notAnImage && !picked.type.startsWith('image/')) {
      setError(texts.notAnImage);
      return;
    }
    setError('');
    choose(picked);
  };

  const shown = file && chosen?.file === file ? chosen.url : currentUrl;
  const removeText = texts.remove({ file: file !== null, current: currentUrl !== null });
  const banner = preview === 'banner';
  const image = shown && <Box component="img" src={shown} alt={texts.previewAlt} sx={previewSx[preview]} />;
  const buttons = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {/* A real button opening a hidden input: a <label> styled as a button is not a valid button role. */}
      <Button
        variant="outlined"
        startIcon={banner ? <PhotoCameraIcon /> : <PhotoIcon />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {shown ? texts.replace : texts.choose}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={texts.inputLabel}
        disabled={disabled}
        data-testid={inputTestId}
        onChange={handleChange}
      />
      {removeText && (
        <Button
          color={banner ? 'error' : 'primary'}
          startIcon={banner ? <DeleteOutlineIcon /> : undefined}
          disabled={disabled}
          onClick={() => {
            choose(null);
            onRemove?.();
          }}
        >
          {removeText}
        </Button>
      )}
    </Box>
  );
  return (
    <Box>
      {texts.label && <FormLabel sx={{ display: 'block', mb: 1 }}>{texts.label}</FormLabel>}
      {banner ? (
        <>
          {image}
          {buttons}
        </>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          {image}
          {buttons}
        </Stack>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {texts.helper && <FormHelperText>{texts.helper(file)}</FormHelperText>}
    </Box>
  );
}
