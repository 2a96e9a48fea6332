import { useCallback, useEffect, useRef, useState } from 'react';
import { loadErrorText, useLoad, type LoadOptions } from './use-load';

// A list the server answers a page at a time, newest first, each page naming the cursor of the next
// (the activity log, the admin news list; galleries, messages and the trash when they page). useLoad alone
// knows one answer per question; this keeps its first page there (loading, abort of an older
// question's answer, error text, restart) and adds the pages after it to the same answer, so a
// filter change or "Try again" forgets them with it and no screen keeps its own AbortController.

/** One page of rows, and the cursor to ask for the page after it (null: this is the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * One question (the filters), asked a page at a time: `cursor` null for the first page. A new
 * function is a new question (keep its identity with useCallback, as for useLoad).
 */
export type PageLoader<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedLoad<T> {
  /** The rows of the pages shown so far, in the server's order. */
  items: T[];
  /** True until the question's first page has answered (after a new question or a restart too). */
  loading: boolean;
  /** True while `more` waits for the next page; the rows shown stay. */
  loadingMore: boolean;
  /** The server has rows after these: `more` asks for them. */
  hasMore: boolean;
  /** The text of the failure of the first page or of the last `more`, '' when none. */
  error: string;
  /** What that failed with (a 403 may mean "not for you" on a screen), undefined when none. */
  failure: unknown;
  /** Forgets the pages and asks for the first again, loading meanwhile ("Try again"). */
  restart: () => void;
  /**
   * Asks for the first page again with the rows still shown (after a save: the changed item is
   * where the server now puts it); the pages after it go when it answers. Resolves then.
   */
  reload: () => Promise<void>;
  /** Adds the next page under the rows; ignored while a page is on its way or when there is none. */
  more: () => void;
  /** Changes the rows shown without asking again (a row removed after its delete). */
  update: (change: (items: T[]) => T[]) => void;
}

/** The state of the last `more`, for the question it was asked of: another question forgets it. */
interface More<T> {
  load: PageLoader<T>;
  loading: boolean;
  error: string;
  failure: unknown;
}

const NONE: never[] = [];

/** Loads the question's first page, then more on demand; `options` as useLoad's. */
export function usePagedLoad<T>(load: PageLoader<T>, options: Omit<LoadOptions, 'keepPrevious'>): PagedLoad<T> {
  const firstPage = useCallback((signal: AbortSignal) => load(null, signal), [load]);
  const first = useLoad(firstPage, options);
  const [moreState, setMoreState] = useState<More<T> | null>(null);
  const moreRequest = useRef<AbortController | null>(null);
  const { errorText, ownText, logText } = options;
  const { data, update: updatePages, restart: restartFirst, reload: reloadFirst } = first;
  const current = moreState?.load === load ? moreState : null;
  const cursor = data?.nextCursor ?? null;
  const busy = first.loading || current?.loading === true;

  // A page asked of an older question (or of an unmounted screen) must not join the new rows.
  useEffect(() => () => moreRequest.current?.abort(), [load]);

  const more = useCallback(() => {
    if (busy || cursor === null) return;
    const controller = new AbortController();
    moreRequest.current = controller;
    setMoreState({ load, loading: true, error: '', failure: undefined });
    // A promise chain, as useLoad's: the state is set in its callbacks.
    load(cursor, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        updatePages((shown) => ({ items: [...shown.items, ...page.items], nextCursor: page.nextCursor }));
        setMoreState(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(logText, failure);
        setMoreState({ load, loading: false, error: loadErrorText(failure, { errorText, ownText }), failure });
      },
    );
  }, [busy, cursor, load, updatePages, logText, errorText, ownText]);

  // A page on its way would follow the old first page, not the new one.
  const dropMore = useCallback(() => {
    moreRequest.current?.abort();
    setMoreState(null);
  }, []);

  const restart = useCallback(() => {
    dropMore();
    restartFirst();
  }, [dropMore, restartFirst]);

  const reload = useCallback(() => {
    dropMore();
    return reloadFirst();
  }, [dropMore, reloadFirst]);

  const update = useCallback(
    (change: (items: T[]) => T[]) => updatePages((shown) => ({ ...shown, items: change(shown.items) })),
    [updatePages],
  );

  return {
    items: data?.items ?? NONE,
    loading: first.loading,
    loadingMore: current?.loading ?? false,
    hasMore: cursor !== null,
    error: first.error || (current?.error ?? ''),
    failure: first.error ? first.failure : current?.failure,
    restart,
    reload,
    more,
    update,
  };
}
