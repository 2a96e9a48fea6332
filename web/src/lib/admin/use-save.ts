import { useSnackbar, type VariantType } from 'notistack';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage, saveErrorText } from '../api-error';

// What every back-office write did by hand: a flag while it is on its way (per row for deletes),
// the failure's text in the form and/or a toast, and what follows a success (toast, close, reload).

/** A toast as the screens show them: bottom-right (the provider's), 3 s unless said otherwise. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: VariantType, autoHideDuration = 3000) => {
      enqueueSnackbar(message, { variant, autoHideDuration });
    },
    [enqueueSnackbar],
  );
}

const WORDS = { always: errorMessage, conflict: saveErrorText, never: (_failure: unknown, failText: string) => failText };

export interface SaveOptions<R> {
  /** The screen's text for a failure the server does not explain. */
  failText: string;
  /** Logged with the failure. */
  logText: string;
  /**
   * Whose words a failure shows: 'always' the server's when it gave some (errorMessage); 'conflict'
   * only a 409's (someone saved since the form opened: their words say to reload); 'never' failText;
   * or the screen's own rule.
   */
  serverWords: 'always' | 'conflict' | 'never' | ((failure: unknown, failText: string) => string);
  /** Where the failure shows: in the screen (`error`), as an error toast, or both. */
  show: 'inline' | 'toast' | 'both';
  /** How long the failure's toast stays (ms); 3 s unless said. */
  toastMs?: number;
  /** The row being changed (a delete button says "Deleting..."), if any. */
  key?: string;
  /** After success, still while `saving`: the toast, closing the form, reloading. */
  done?: (result: R) => void | Promise<void>;
}

export interface Save {
  /** True while any write of this screen part is on its way. */
  saving: boolean;
  /** True while a write keyed `key` is on its way. */
  busy: (key: string) => boolean;
  /** The last failure's text when shown inline, '' when none. */
  error: string;
  /**
   * The inline failure is a 409: someone saved since the screen loaded, so only loading their version
   * again lets staff go on (a screen offers that beside the text). Cleared with `error`.
   */
  stale: boolean;
  setError: (text: string) => void;
  /** Runs the write; resolves true when it (and `done`) succeeded. Never rejects. */
  run: <R>(action: () => Promise<R>, options: SaveOptions<R>) => Promise<boolean>;
}

export function useSave(): Save {
  const [running, setRunning] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState({ error: '', stale: false });
  const setError = useCallback((error: string) => setFailure({ error, stale: false }), []);
  const toast = useToast();

  const run = useCallback(
    async <R>(action: () => Promise<R>, { failText, logText, serverWords, show, toastMs, key = '', done }: SaveOptions<R>) => {
      setRunning((keys) => [...keys, key]);
      if (show !== 'toast') setError('');
      try {
        const result = await action();
        await done?.(result);
        return true;
      } catch (cause) {
        console.error(logText, cause);
        const rule = typeof serverWords === 'function' ? serverWords : WORDS[serverWords];
        const text = rule(cause, failText);
        if (show !== 'toast') setFailure({ error: text, stale: cause instanceof ApiError && cause.status === 409 });
        if (show !== 'inline') toast(text, 'error', toastMs);
        return false;
      } finally {
        // One entry per run, so two deletes of different rows each keep their own flag.
        setRunning((keys) => {
          const at = keys.indexOf(key);
          return at < 0 ? keys : [...keys.slice(0, at), ...keys.slice(at + 1)];
        });
      }
    },
    [toast, setError],
  );

  const busy = useCallback((key: string) => running.includes(key), [running]);
  return { saving: running.length > 0, busy, error: failure.error, stale: failure.stale, setError, run };
}
