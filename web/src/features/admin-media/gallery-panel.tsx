import type { GalleryView } from '@school/shared/gallery-schemas';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { useUndoToast, withTrashNote } from '../../lib/admin/trash-undo';
import { useSave } from '../../lib/admin/use-save';
import { AdminImageGrid } from './admin-image-grid';
import { copyText } from './copy-text';
import { deleteGallery, deleteImage, updateGallery, updateImage } from './gallery-admin-api';
import { GalleryDetailsDialog } from './gallery-details-dialog';
import { ImageDetailsDialog } from './image-details-dialog';
import { failureText, TEXT } from './messages';
import { PhotoUploader } from './photo-uploader';

interface Props {
  gallery: GalleryView;
  onChanged: (gallery: GalleryView) => void;
  onDeleted: (id: string) => void;
  /** After "Undo" put a deleted gallery or photo back: the screen loads the galleries again. */
  onRestored: () => void;
}

/** One gallery: its details and publish switch, the uploader, the photos and their details. */
export function GalleryPanel({ gallery, onChanged, onDeleted, onRestored }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const undoToast = useUndoToast();
  const write = useSave();
  const busy = write.saving;
  const [openImageId, setOpenImageId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Which delete is waiting for the staff member's yes; the dialog keeps its text while it fades out.
  const [confirming, setConfirming] = useState<'gallery' | 'image' | null>(null);
  const [asked, setAsked] = useState<'gallery' | 'image'>('gallery');
  const ask = (what: 'gallery' | 'image') => {
    setAsked(what);
    setConfirming(what);
  };
  const openIndex = gallery.images.findIndex((image) => image._id === openImageId);
  const openImage = gallery.images[openIndex];

  /** Runs one write; on failure shows the screen's text (and the server's reason) as a toast. */
  const run = (action: () => Promise<GalleryView | void>, failure: string, success?: string): Promise<boolean> =>
    write.run(action, {
      failText: failure,
      logText: failure,
      serverWords: (cause, text) => failureText(text, cause),
      show: 'toast',
      toastMs: 5000, // notistack's own, as this screen always had
      done: (changed) => {
        if (changed) onChanged(changed);
        if (success) enqueueSnackbar(success, { variant: 'success' });
      },
    });

  const togglePublished = (isPublished: boolean) =>
    void run(
      // The version shown: if someone else changed the gallery since, the server refuses (409) and says so.
      () => updateGallery(gallery._id, { isPublished, version: gallery.version }),
      TEXT.updateGalleryFailed,
      isPublished ? 'Gallery published' : 'Gallery unpublished',
    );

  const removeGallery = async () => {
    if (await run(() => deleteGallery(gallery._id).then(() => undefined), TEXT.deleteGalleryFailed)) {
      onDeleted(gallery._id);
      undoToast('Gallery deleted', gallery._id, onRestored);
    }
  };

  const removeImage = async () => {
    if (!openImage) return;
    if (await run(() => deleteImage(gallery._id, openImage._id), TEXT.deleteImageFailed)) {
      setOpenImageId(null);
      undoToast('Image deleted', openImage._id, onRestored);
    }
  };

  const copy = (url: string) =>
    copyText(url).then(
      () => enqueueSnackbar(TEXT.copied, { variant: 'success' }),
      () => enqueueSnackbar(TEXT.copyFailed, { variant: 'error' }),
    );

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, overflowWrap: 'anywhere' }}>
              {gallery.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>Category: {gallery.category}</Typography>
            {gallery.description && <Typography sx={{ mt: 1 }}>{gallery.description}</Typography>}
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {translatedInto(gallery)}
            </Typography>
          </Box>
          <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
            <FormControlLabel
              control={<Switch checked={gallery.isPublished} disabled={busy} onChange={(event) => togglePublished(event.target.checked)} />}
              // A fixed name: the switch's own state says on or off ("Published, switch, off").
              label="Published"
            />
            <Button variant="outlined" startIcon={<EditIcon />} disabled={busy} onClick={() => setEditing(true)}>
              Edit details
            </Button>
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={busy} onClick={() => ask('gallery')}>
              Delete gallery
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <PhotoUploader
        galleryId={gallery._id}
        onUploaded={(changed) => {
          onChanged(changed);
          enqueueSnackbar('Photos uploaded', { variant: 'success' });
        }}
      />
      <AdminImageGrid galleryTitle={gallery.title} images={gallery.images} onOpen={setOpenImageId} />
      {openImage && (
        <ImageDetailsDialog
          key={openImage._id}
          image={openImage}
          index={openIndex}
          count={gallery.images.length}
          busy={busy}
          onClose={() => setOpenImageId(null)}
          onSave={(patch) =>
            run(() => updateImage(gallery._id, openImage._id, patch), TEXT.saveImageFailed, 'Image details saved').then(() => undefined)
          }
          onMove={(order) => void run(() => updateImage(gallery._id, openImage._id, { order }), TEXT.moveImageFailed)}
          onCopy={(url) => void copy(url)}
          onDelete={() => ask('image')}
        />
      )}
      {editing && (
        <GalleryDetailsDialog
          open
          gallery={gallery}
          onClose={() => setEditing(false)}
          onSave={async (patch) => {
            try {
              onChanged(await updateGallery(gallery._id, patch));
              enqueueSnackbar('Gallery details saved', { variant: 'success' });
            } catch (cause) {
              console.error(TEXT.updateGalleryFailed, cause);
              throw new Error(failureText(TEXT.updateGalleryFailed, cause), { cause });
            }
          }}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={asked === 'gallery' ? 'Delete gallery?' : 'Delete image?'}
        text={withTrashNote(asked === 'gallery' ? TEXT.confirmDeleteGallery : TEXT.confirmDeleteImage)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          void (asked === 'gallery' ? removeGallery() : removeImage());
        }}
      />
    </Stack>
  );
}

/** Which languages besides English the gallery's title or description is written in. */
function translatedInto({ translations }: GalleryView): string {
  const names = [translations?.pa && 'Punjabi', translations?.hi && 'Hindi'].filter(Boolean);
  return names.length > 0 ? `Also in ${names.join(' and ')}` : 'English only: add Punjabi or Hindi with Edit details';
}
