import type { GalleryView } from '@school/shared/gallery-schemas';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@school/shared/image-schemas';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { dropZoneSx } from '../../lib/admin/drop-zone';
import { uploadImages } from './gallery-admin-api';
import { failureText, TEXT } from './messages';
import { UploadQueue, type QueuedFile } from './upload-queue';
import { progressPerFile, splitIntoBatches } from './upload-batches';

interface Props {
  galleryId: string;
  onUploaded: (gallery: GalleryView) => void;
}

let nextId = 0;

/** Drop or choose photos; they go up at once, each with a preview and its own progress bar. */
export function PhotoUploader({ galleryId, onUploaded }: Props) {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const previews = useRef<string[]>([]);

  // Object URLs keep the files in memory until revoked.
  const clear = () => {
    previews.current.forEach((url) => URL.revokeObjectURL(url));
    previews.current = [];
    setQueue([]);
  };
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const patch = (ids: number[], change: (item: QueuedFile, position: number) => Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (ids.includes(item.id) ? { ...item, ...change(item, ids.indexOf(item.id)) } : item)));

  /** `notice` names files the dropzone refused, kept on screen while the others go up. */
  const upload = async (files: File[], notice: string) => {
    clear();
    const items = files.map((file) => ({ id: nextId++, file, preview: URL.createObjectURL(file), progress: 0, state: 'waiting' as const }));
    previews.current = items.map((item) => item.preview);
    setQueue(items);
    setBusy(true);
    setError(notice);
    // A refused request (one photo the server cannot read sinks its whole request) must not keep the
    // later requests from going: each is tried, and the reasons of those refused are shown together.
    const failures: string[] = [];
    try {
      for (const batch of splitIntoBatches(items.map((item) => ({ ...item, size: item.file.size })))) {
        const ids = batch.map((item) => item.id);
        const sizes = batch.map((item) => item.size);
        patch(ids, () => ({ state: 'uploading' }));
        try {
          const gallery = await uploadImages(
            galleryId,
            batch.map((item) => item.file),
            (loaded, total) => {
              const percents = progressPerFile(sizes, loaded, total);
              // Once every byte is sent the server is still resizing: say so instead of a stuck 100%.
              patch(ids, (_item, i) => ({ progress: percents[i] ?? 0, state: total > 0 && loaded >= total ? 'processing' : 'uploading' }));
            },
          );
          patch(ids, () => ({ progress: 100, state: 'done' }));
          onUploaded(gallery);
        } catch (cause) {
          console.error('Upload failed', cause);
          patch(ids, () => ({ state: 'failed' }));
          failures.push(failureText(TEXT.uploadFailed, cause));
        }
      }
      if (failures.length === 0) clear();
      else setError([...new Set(failures), notice].filter(Boolean).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const notice = rejected
      .map(
        ({ file, errors }) =>
          `${file.name}: ${errors.some((e) => e.code === 'file-too-large') ? `larger than ${MAX_UPLOAD_MB} MB.` : 'only image files can be uploaded.'}`,
      )
      .join(' ');
    if (accepted.length > 0) void upload(accepted, notice);
    else setError(notice);
  };

  // The drop area is only a drop target; choosing files is a real button, so keyboard and screen
  // reader users get a plain "Choose photos" control instead of a clickable div.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: { 'image/*': [] },
    maxSize: MAX_UPLOAD_BYTES,
    multiple: true,
    disabled: busy,
    noClick: true,
    noKeyboard: true,
  });

  return (
    <Box>
      <Box
        {...getRootProps()}
        sx={dropZoneSx(isDragActive, { p: { xs: 2.5, sm: 3 }, cursor: busy ? 'progress' : 'default', opacity: busy ? 0.7 : 1 })}
      >
        <input {...getInputProps({ 'aria-label': 'Photos to upload' })} />
        <CloudUploadIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{isDragActive ? 'Drop the photos here' : 'Drag photos here, or'}</Typography>
        <Button variant="contained" onClick={open} disabled={busy}>
          {busy ? 'Uploading...' : 'Choose photos'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          JPEG, PNG, WebP or HEIC · several at once · up to {MAX_UPLOAD_MB} MB each
        </Typography>
      </Box>
      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 2 }}
          action={
            !busy && queue.length > 0 ? (
              <Button color="inherit" size="small" onClick={clear}>
                Clear
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      <UploadQueue items={queue} />
    </Box>
  );
}
