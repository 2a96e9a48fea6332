import { useEffect, useState } from 'react';
import { ApiError, isInvalidAnswer, type Expect } from './api-client';
import { useServerBody, type Settled } from './page-data';

/** A page's answer as the visitor sees it, or `missing`: the API has no such page (Not Found). */
export type AnswerState<T> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };

export interface AnswerSource<T> {
  expect: Expect<T>;
  fetch(call: string, signal: AbortSignal): Promise<T>;
  /** Message ids (lib/i18n): an answer that is not what the page reads, and any other failure. */
  invalid: string;
  failed: string;
  /** What the console says when it fails. */
  what: string;
}

function settled<T>(answer: Settled<T>, source: AnswerSource<T>): AnswerState<T> {
  if (answer.ok) return { status: 'loaded', data: answer.data };
  // The API refused the address (a cursor or page it never made): there is no such page.
  if (answer.error.status === 400 || answer.error.status === 404) return { status: 'missing' };
  return { status: 'error', message: isInvalidAnswer(answer.error) ? source.invalid : source.failed };
}

/**
 * The answer to `call` (null: the address names no page): the one the server rendered the page with
 * (no call on load), else loaded here whenever the visitor follows a link to another page of it.
 * For the public pages whose address picks what they show (search results). The lists' own hooks
 * (use-documents-page.ts, use-event-page.ts, use-gallery-page.ts) are the same shape; they stay
 * apart because a module two features import lands in the chunk every page loads (web/chunk-groups.ts).
 */
export function useRenderedAnswer<T>(call: string | null, source: AnswerSource<T>): AnswerState<T> {
  const rendered = useServerBody(call, source.expect);
  const [result, setResult] = useState<{ call: string; state: AnswerState<T> } | null>(() =>
    call && rendered ? { call, state: settled(rendered, source) } : null,
  );

  useEffect(() => {
    if (call === null || result?.call === call) return;
    const controller = new AbortController();
    source
      .fetch(call, controller.signal)
      .then((data) => setResult({ call, state: { status: 'loaded', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const state = settled<T>({ ok: false, error: error instanceof ApiError ? error : new ApiError(0, null, source.failed) }, source);
        if (state.status !== 'missing') console.error(`Failed to load ${source.what}`, error);
        setResult({ call, state });
      });
    return () => controller.abort();
    // `result` only tells whether this call came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  if (call === null) return { status: 'missing' };
  return result?.call === call ? result.state : { status: 'loading' };
}
