import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '@school/shared/image-schemas';
import type { AdminSettings, SettingsImageSlot } from '@school/shared/settings-schemas';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { ImagePicker } from '../../lib/admin/image-picker';
import { errorMessage } from '../../lib/api-client';
import { removeSettingsImage, uploadSettingsImage } from './settings-api';

interface Props {
  slot: SettingsImageSlot;
  title: string;
  /** Where visitors see it. */
  purpose: string;
  image: Image | null;
  /** The text that stands for the stored image (its alt text here). */
  alt: string;
  /** What is used while none is uploaded (the link-preview image falls back to the site's own). */
  fallback?: { url: string; alt: string; text: string };
  onChanged: (settings: AdminSettings) => void;
}

// The share image is a 1200×630 JPEG made for link previews; the others show well at 400 px.
const urlOf = (image: Image, slot: SettingsImageSlot) =>
  slot === 'shareImage' ? (image.share?.url ?? image.url) : (image.variants[0]?.url ?? image.url);

/**
 * One of the settings' images: the current one, upload a replacement, remove it. Each change is
 * stored at once through its own call, so it does not wait for (or get lost with) the form's Save.
 */
export function SettingsImage({ slot, title, purpose, image, alt, fallback, onChanged }: Props) {
  const id = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [uploading, setUploading] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);

  const run = async (kind: 'upload' | 'remove', call: () => Promise<AdminSettings>, doneText: string) => {
    setBusy(kind);
    setError('');
    setDone('');
    try {
      onChanged(await call());
      setDone(doneText);
    } catch (failure) {
      console.error(`Changing the ${slot} failed`, failure);
      setError(errorMessage(failure, 'The image could not be changed. Please try again.'));
    } finally {
      setBusy(null);
      setUploading(null);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    setUploading(file);
    void run('upload', () => uploadSettingsImage(slot, file), `The new ${title.toLowerCase()} is saved.`);
  };

  const remove = () => {
    setConfirming(false);
    void run('remove', () => removeSettingsImage(slot), `The ${title.toLowerCase()} is removed.`);
  };

  const shownAlt = image ? alt : (fallback?.alt ?? '');
  return (
    <Box component="section" aria-labelledby={id} sx={{ gridColumn: '1 / -1' }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {purpose}
        {!image && ` ${fallback?.text ?? 'None is uploaded yet.'}`}
      </Typography>
      <ImagePicker
        currentUrl={image ? urlOf(image, slot) : (fallback?.url ?? null)}
        file={uploading}
        onFile={upload}
        onRemove={() => setConfirming(true)}
        disabled={busy !== null}
        inputTestId={`settings-image-${slot}`}
        texts={{
          choose: 'Upload an image',
          replace: 'Upload a replacement',
          remove: () => (image ? 'Remove' : null),
          previewAlt: shownAlt,
          inputLabel: `${title}: image file`,
          notAnImage: 'Please choose an image file (JPEG, PNG or WebP).',
          helper: () => (busy === 'upload' ? 'Uploading…' : 'JPEG, PNG or WebP, up to 25 MB. It is saved as soon as it is uploaded.'),
        }}
      />
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {done && <Alert severity="success">{done}</Alert>}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Remove the ${title.toLowerCase()}?`}
        text={fallback ? `Link previews will use the site's built-in picture instead.` : 'Visitors will no longer see it.'}
        confirmLabel="Remove"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
