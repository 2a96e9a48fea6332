import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api-client';

// What every back-office screen did by hand: ask the server, abort on unmount or when a newer
// question is asked, show loading, then the answer or the error text, and ask again on demand.

/** One question to the server; a new function (another tab, filter or search) is a new question. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface LoadOptions {
  /**
   * The screen's text when the server gives none (errorMessage's fallback), or the screen's own rule
   * for the whole text (a module function: it must keep its identity).
   */
  errorText?: string | ((failure: unknown) => string);
  /** Show `errorText` whatever the server said (screens whose spec fixes the text). */
  ownText?: boolean;
  /** Logged with the failure, so a staff member's report can be matched in the console. */
  logText: string;
  /** False skips the call (the role not yet confirmed); the screen stays loading. Defaults to true. */
  enabled?: boolean;
  /** While a new question loads, `data` is the last answer to an older one (search results as one types). */
  keepPrevious?: boolean;
}

export interface Load<T> {
  /** The last answer to the current question; kept while a reload or a failed reload is on its way. */
  data: T | undefined;
  /** True until the current question has its first answer; a reload keeps the rows instead. */
  loading: boolean;
  /** The load error's text, '' when none. */
  error: string;
  /** What the load failed with, undefined when it did not: for a screen that treats one status apart (a 403). */
  failure: unknown;
  /** Asks the current question again, showing the last answer meanwhile; resolves when the new one is shown. */
  reload: () => Promise<void>;
  /** Forgets the answer and asks again: loading shows meanwhile ("Try again" on a screen that says so). */
  restart: () => void;
  /** Changes the shown answer without asking again (a row removed after its delete). */
  update: (change: (data: T) => T) => void;
}

interface Settled<T> {
  loader: Loader<T>;
  data: T | undefined;
  error: string;
  failure: unknown;
}

/** The text a failed load shows, by the screen's rule (LoadOptions.errorText and ownText). */
export function loadErrorText(failure: unknown, { errorText, ownText = false }: Pick<LoadOptions, 'errorText' | 'ownText'>): string {
  if (typeof errorText === 'function') return errorText(failure);
  return ownText && errorText ? errorText : errorMessage(failure, errorText);
}

/**
 * Loads what `load` answers. `load` must keep its identity between renders (a module function or a
 * useCallback): a new one starts loading afresh, and the answer of an older one is dropped.
 */
export function useLoad<T>(
  load: Loader<T>,
  { errorText, ownText = false, logText, enabled = true, keepPrevious = false }: LoadOptions,
): Load<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latest = useRef<AbortController | null>(null);

  // Only the newest request may set the answer: a slow answer for the other tab must not win.
  const reload = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    // A promise chain, not await: the state is set in callbacks, never synchronously in the effect.
    return load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ loader: load, data, error: '', failure: undefined });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(logText, failure);
        const error = loadErrorText(failure, { errorText, ownText });
        setSettled((before) => ({ loader: load, data: before?.loader === load ? before.data : undefined, error, failure }));
      },
    );
  }, [load, errorText, ownText, logText]);

  useEffect(() => {
    if (!enabled) return;
    void reload();
    return () => latest.current?.abort();
  }, [enabled, reload]);

  const restart = useCallback(() => {
    setSettled(null);
    void reload();
  }, [reload]);

  const update = useCallback((change: (data: T) => T) => {
    setSettled((before) => (before?.data === undefined ? before : { ...before, data: change(before.data) }));
  }, []);

  const current = settled?.loader === load ? settled : null;
  const data = current ? current.data : keepPrevious ? settled?.data : undefined;
  return { data, loading: current === null, error: current?.error ?? '', failure: current?.failure, reload, restart, update };
}
