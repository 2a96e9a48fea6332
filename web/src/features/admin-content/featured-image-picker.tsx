import PhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ContentImage } from '@school/shared/content-schemas';
import { useEffect, useRef, useState } from 'react';

interface Props {
  current: ContentImage | null;
  file: File | null;
  onFile: (file: File | null) => void;
}

/** Picks the photo shown above the page; it is uploaded when the page is saved. */
export function FeaturedImagePicker({ current, file, onFile }: Props) {
  // The chosen file's object URL, made when it is picked and released when replaced or unmounted.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current.url);
    },
    [],
  );

  const choose = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current.url);
    const made = next ? { file: next, url: URL.createObjectURL(next) } : null;
    previewRef.current = made;
    setPreview(made);
    onFile(next);
  };

  const shown = file && preview?.file === file ? preview.url : (current?.variants[0]?.url ?? current?.url ?? null);
  return (
    <div>
      <FormLabel sx={{ display: 'block', mb: 1 }}>Featured image</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        {shown && <Box component="img" src={shown} alt="Featured image preview" sx={{ width: 160, height: 'auto', borderRadius: 1 }} />}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {/* A real button opening a hidden input: a <label> styled as a button is not a valid button role. */}
          <Button variant="outlined" startIcon={<PhotoIcon />} onClick={() => inputRef.current?.click()}>
            {current || file ? 'Replace image' : 'Choose image'}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            aria-label="Featured image file"
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          {file && <Button onClick={() => choose(null)}>{current ? 'Keep the current image' : 'Remove the chosen image'}</Button>}
        </Stack>
      </Stack>
      <FormHelperText>{file ? `${file.name} will be uploaded when you save.` : 'JPEG, PNG or WebP, up to 25 MB.'}</FormHelperText>
    </div>
  );
}
