import { useEffect, useState } from 'react';
import { ApiError, isInvalidAnswer } from '../../lib/api-client';
import { useServerBody, type Settled } from '../../lib/page-data';
import { fetchGalleryPage, galleryPageExpect, summaryWithTexts, type GalleryPage } from './gallery-page-api';
import { INVALID_DATA_TEXT } from './gallery-checks';

export const LOAD_FAILED_TEXT = 'Failed to load galleries. Please try again later.';

/** A page of galleries as the visitor sees it (the spec's states of the list), or `missing`: no such page (Not Found). */
export type GalleryPageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'loaded'; page: GalleryPage };

function settled(answer: Settled<GalleryPage>): GalleryPageState {
  if (answer.ok) return { status: 'loaded', page: { ...answer.data, data: answer.data.data.map(summaryWithTexts) } };
  // The API refused the address (a cursor it never made): there is no such page, as for any other
  // address the site does not have.
  if (answer.error.status === 400 || answer.error.status === 404) return { status: 'missing' };
  return { status: 'error', message: isInvalidAnswer(answer.error) ? INVALID_DATA_TEXT : LOAD_FAILED_TEXT };
}

/**
 * The page of galleries that `call` names (null: the address names none, so `missing`): the answer
 * the server rendered the page with (no call on load), else loaded here, again whenever the visitor
 * follows a link to another page (loading, then the galleries or the error).
 */
export function useGalleryPage(call: string | null): GalleryPageState {
  const rendered = useServerBody(call, galleryPageExpect);
  const [result, setResult] = useState(() => (call && rendered ? { call, state: settled(rendered) } : null));

  useEffect(() => {
    if (call === null || result?.call === call) return;
    const controller = new AbortController();
    fetchGalleryPage(call, controller.signal)
      .then((page) => setResult({ call, state: settled({ ok: true, data: page }) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, null, LOAD_FAILED_TEXT);
        const state = settled({ ok: false, error: failure });
        // An address the API refused is the visitor's Not Found, not a fault of the site.
        if (state.status !== 'missing') console.error('Loading galleries failed', error);
        setResult({ call, state });
      });
    return () => controller.abort();
    // `result` only tells whether this call came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  if (call === null) return { status: 'missing' };
  return result?.call === call ? result.state : { status: 'loading' };
}
