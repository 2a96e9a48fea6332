import type { DocumentView } from '@school/shared/document-schemas';
import { apiAnswer, invalidAnswer, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// Type imports only from the schema: its zod stays out of the page (web/src/lib/zod-without-eval.ts).

/** A page of GET /documents as the API answers it (the whole answer: `next` sits beside `data`). */
export interface DocumentPage {
  data: DocumentView[];
  next: string | null;
}

/** The fields the pages read; the rest is trusted to the API (a full zod check would cost the page kilobytes). */
export function looksLikeDocument(value: unknown): value is DocumentView {
  if (!isRecord(value) || !isRecord(value.file)) return false;
  return typeof value._id === 'string' && typeof value.title === 'string' && typeof value.file.downloadUrl === 'string';
}

const looksLikePage = (body: unknown): body is DocumentPage =>
  isRecord(body) && Array.isArray(body.data) && body.data.every(looksLikeDocument) && (body.next === null || typeof body.next === 'string');

// Message ids (lib/i18n), shown through t().
export const INVALID_DOCUMENTS = 'Invalid document data received from server';
export const DOCUMENTS_FAILED = 'Failed to load documents. Please try again later.';

export const documentPageExpect: Expect<DocumentPage> = { accept: looksLikePage, text: INVALID_DOCUMENTS };
export const documentExpect: Expect<DocumentView> = { accept: looksLikeDocument, text: INVALID_DOCUMENTS };

/** One page by its call (lib/public-calls.ts), as a visitor: without the token even for signed-in staff. */
export async function fetchDocumentPage(call: string, signal: AbortSignal): Promise<DocumentPage> {
  const body = await apiAnswer('GET', call, undefined, { auth: false, signal });
  if (!documentPageExpect.accept(body)) throw invalidAnswer(body, INVALID_DOCUMENTS);
  return body;
}
