import { useEffect, useState } from 'react';
import { ApiError, isInvalidAnswer } from '../../lib/api-client';
import { useServerBody, type Settled } from '../../lib/page-data';
import { DOCUMENTS_FAILED, INVALID_DOCUMENTS, documentPageExpect, fetchDocumentPage, type DocumentPage } from './documents-api';

/** A page of documents as the visitor sees it, or `missing`: no such page (Not Found). */
export type DocumentsPageState =
  { status: 'loading' } | { status: 'missing' } | { status: 'error'; message: string } | { status: 'loaded'; page: DocumentPage };

function settled(answer: Settled<DocumentPage>): DocumentsPageState {
  if (answer.ok) return { status: 'loaded', page: answer.data };
  // The API refused the address (a cursor it never made): there is no such page.
  if (answer.error.status === 400 || answer.error.status === 404) return { status: 'missing' };
  return { status: 'error', message: isInvalidAnswer(answer.error) ? INVALID_DOCUMENTS : DOCUMENTS_FAILED };
}

/**
 * The page of documents `call` names (null: the address names none): the answer the server rendered
 * the page with (no call on load), else loaded here whenever the visitor follows a link to another
 * category or page.
 */
export function useDocumentsPage(call: string | null): DocumentsPageState {
  const rendered = useServerBody(call, documentPageExpect);
  const [result, setResult] = useState<{ call: string; state: DocumentsPageState } | null>(() =>
    call && rendered ? { call, state: settled(rendered) } : null,
  );

  useEffect(() => {
    if (call === null || result?.call === call) return;
    const controller = new AbortController();
    fetchDocumentPage(call, controller.signal)
      .then((page) => setResult({ call, state: { status: 'loaded', page } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const state = settled({ ok: false, error: error instanceof ApiError ? error : new ApiError(0, null, DOCUMENTS_FAILED) });
        if (state.status !== 'missing') console.error('Failed to load documents', error);
        setResult({ call, state });
      });
    return () => controller.abort();
    // `result` only tells whether this call came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call]);

  if (call === null) return { status: 'missing' };
  return result?.call === call ? result.state : { status: 'loading' };
}
