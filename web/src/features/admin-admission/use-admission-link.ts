import { useCallback, useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { ApiError, errorMessage } from '../../lib/api-client';
import { loadAdmissionLink, saveAdmissionLink } from './admission-api';

// The spec's toast texts and duration for this screen.
const TOAST_MS = 2000;
const UPDATED = 'Admission form link updated successfully!';
const UPDATE_FAILED = 'Failed to update admission form link';
const LOAD_FAILED = 'Failed to load admission form link';

/** The state of /admin/admission-form: the stored link (null while loading), the field, and its save. */
export function useAdmissionLink() {
  const toast = useToast();
  // The spec says a failed load in a toast; the screen then works as if no link were set.
  const load = useCallback(
    async (signal: AbortSignal) => {
      try {
        return await loadAdmissionLink(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.error(LOAD_FAILED, error);
        toast(LOAD_FAILED, 'error', TOAST_MS);
        return '';
      }
    },
    [toast],
  );
  const stored = useLoad(load, { logText: LOAD_FAILED });
  const current = stored.data ?? null;
  // What staff typed; null: the stored link, as loaded or saved.
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const save = useSave();
  const value = typed ?? current ?? '';

  const type = (text: string) => {
    setTyped(text);
    setFieldError(undefined);
  };

  const submit = async () => {
    if (save.saving) return;
    setFieldError(undefined);
    await save.run(
      () =>
        saveAdmissionLink(value).catch((error: unknown) => {
          // The toast is the spec's; the field says what to fix when the server refused the address.
          if (error instanceof ApiError && error.status === 400) setFieldError(errorMessage(error));
          throw error;
        }),
      {
        failText: UPDATE_FAILED,
        logText: UPDATE_FAILED,
        serverWords: 'never',
        show: 'toast',
        toastMs: TOAST_MS,
        done: (saved) => {
          stored.update(() => saved);
          setTyped(null);
          toast(UPDATED, 'success', TOAST_MS);
        },
      },
    );
  };

  return { current, value, fieldError, saving: save.saving, type, submit };
}
