import { useEffect, useState } from 'react';
import { apiGet, ApiError, isInvalidAnswer, type Expect } from './api-client';
import { useServerAnswer, type Settled } from './page-data';

/** One public thing read by its address (a news item, a gallery): the states its page shows. */
export type PublicItemState<T> =
  { status: 'loading' } | { status: 'found'; data: T } | { status: 'missing' } | { status: 'error'; message: string };

function settled<T>(answer: Settled<T>, expect: Expect<T>, failedText: string): PublicItemState<T> {
  if (answer.ok) return { status: 'found', data: answer.data };
  if (answer.error.status === 404) return { status: 'missing' };
  return { status: 'error', message: isInvalidAnswer(answer.error) ? expect.text : failedText };
}

/**
 * GET `path` as a visitor: the answer the server rendered the page with (no call on load), else
 * loaded here, again when `retry` is called. Without the token even for signed-in staff: the
 * public page shows what visitors see (a draft is missing), and an expired session must not send
 * a reader to the login page. A result for another path (the visitor followed a link from one item
 * to another) counts as still loading.
 */
export function usePublicItem<T>(path: string, expect: Expect<T>, failedText: string): { state: PublicItemState<T>; retry: () => void } {
  const rendered = useServerAnswer(path, expect);
  const [result, setResult] = useState(() => (rendered ? { path, state: settled(rendered, expect, failedText) } : null));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && result?.path === path) return;
    const controller = new AbortController();
    apiGet(path, { auth: false, signal: controller.signal, expect })
      .then((data) => setResult({ path, state: { status: 'found', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiError && error.status === 404)) console.error(`Loading ${path} failed`, error);
        const answer = error instanceof ApiError ? error : new ApiError(0, null, failedText);
        setResult({ path, state: settled({ ok: false, error: answer }, expect, failedText) });
      });
    return () => controller.abort();
    // `result` only tells whether this path came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);

  const state: PublicItemState<T> = result?.path === path ? result.state : { status: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
