import type { DocumentCategory, DocumentView } from '@school/shared/document-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiSend, apiUpload, type UploadProgress } from '../../lib/api-client';
import type { DocumentPayload } from './document-values';

// The documents library's calls, as functions/src/http/routes/documents.ts defines them: a new
// document and a new file go up as multipart (with progress); an edit of the fields is JSON.

/** What the list asks for: a category (none: all) and words of a title ('' for no search). */
export interface DocumentQuery {
  category: DocumentCategory | undefined;
  q: string;
}

const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;

/** GET /documents?limit=20 with the token: drafts and scheduled ones too, newest first, from `cursor` on. */
export function listDocumentPage({ category, q }: DocumentQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<DocumentView>> {
  return fetchAdminPage<DocumentView>('/documents', { query: { category, q: q || undefined }, cursor, signal, auth: true });
}

/** POST /documents: the fields as form text (classes and translations JSON-encoded) and one `file`. */
export function uploadDocument(payload: DocumentPayload, file: File, onProgress: UploadProgress): Promise<DocumentView> {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.set('file', file, file.name);
  return apiUpload<DocumentView>('/documents', form, onProgress);
}

/** PUT /documents/:id: the fields as JSON, with the version the form loaded (older than stored: 409). */
export const updateDocument = (id: string, payload: DocumentPayload, version: number) =>
  apiSend<DocumentView>('PUT', documentPath(id), { ...payload, version });

/** PUT /documents/:id/file: a new file for the document; the old one stays in its revisions. */
export function replaceDocumentFile(id: string, file: File, version: number): Promise<DocumentView> {
  const form = new FormData();
  form.set('version', String(version));
  form.set('file', file, file.name);
  return apiSend<DocumentView>('PUT', `${documentPath(id)}/file`, form);
}

export const deleteDocument = (id: string) => apiSend('DELETE', documentPath(id));
