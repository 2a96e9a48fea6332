import Button from '@mui/material/Button';
import { TRASH_KEEP_DAYS } from '@school/shared/trash-schemas';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useCallback } from 'react';
import { apiSend, errorMessage } from '../api-client';

// Deleting in the back office moves the thing to the trash (/admin/trash). Every delete screen says
// so in its confirmation (TRASH_NOTE) and offers "Undo" in the toast right after (useUndoToast).

/** Added to every delete confirmation. */
export const TRASH_NOTE = `You can restore it from the trash for ${TRASH_KEEP_DAYS} days.`;

/** A delete question with the trash note: "Are you sure you want to delete this gallery? You can restore it ...". */
export const withTrashNote = (question: string) => `${question} ${TRASH_NOTE}`;

/** Puts a deleted thing back from the trash, by the id it had (the trash keeps it under that id). */
export const restoreFromTrash = (id: string) => apiSend('POST', `/trash/${encodeURIComponent(id)}/restore`);

/**
 * The toast after a delete, with an "Undo" button that restores the thing and then calls
 * `onRestored` (the screen reloads what it shows). It stays 10 seconds, long enough to reach.
 */
export function useUndoToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (message: string, trashId: string, onRestored: () => void) => {
      const undo = async (key: SnackbarKey) => {
        closeSnackbar(key);
        try {
          await restoreFromTrash(trashId);
          enqueueSnackbar('Restored', { variant: 'success' });
          onRestored();
        } catch (cause) {
          enqueueSnackbar(errorMessage(cause, 'Could not restore it. Please try again from the trash.'), { variant: 'error' });
        }
      };
      enqueueSnackbar(message, {
        variant: 'success',
        autoHideDuration: 10_000,
        action: (key) => (
          <Button color="inherit" size="small" onClick={() => void undo(key)} sx={{ fontWeight: 700 }}>
            Undo
          </Button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
