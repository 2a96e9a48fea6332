import type { PageTextPage, PageTextsByPage, PageTextsEditView } from '@school/shared/page-text-schemas';
import { apiGet, apiSend, type Expect } from '../../lib/api-client';

// The editor's calls (with the staff token: the drafts are staff only).

/** The answer of every editor call (and of a restored revision): the published texts and the draft. */
export const isEditView = (data: unknown): data is PageTextsEditView =>
  typeof data === 'object' && data !== null && 'published' in data && 'draft' in data;

const editView: Expect<PageTextsEditView> = { accept: isEditView, text: 'Invalid page texts received from server' };

const base = (page: PageTextPage) => `/page-texts/${encodeURIComponent(page)}`;

export function fetchPageTexts(page: PageTextPage, signal?: AbortSignal): Promise<PageTextsEditView> {
  return apiGet(`${base(page)}/draft`, { signal, expect: editView });
}

// `basedOn`: the `updatedAt` of the version staff see; the API refuses (409) when someone else
// saved or published the page since, instead of overwriting their work unseen.

/** `texts`: the page's English texts, with its Punjabi and Hindi ones beside them (`translations`). */
export function saveDraft<P extends PageTextPage>(
  page: P,
  texts: PageTextsByPage[P] & { translations?: unknown },
  basedOn: string,
): Promise<PageTextsEditView> {
  return apiSend('PUT', `${base(page)}/draft`, texts, { expect: editView, ifMatch: basedOn });
}

export function publishDraft(page: PageTextPage, basedOn: string | undefined): Promise<PageTextsEditView> {
  return apiSend('POST', `${base(page)}/publish`, undefined, { expect: editView, ifMatch: basedOn });
}

export function discardDraft(page: PageTextPage, basedOn: string | undefined): Promise<PageTextsEditView> {
  return apiSend('DELETE', `${base(page)}/draft`, undefined, { expect: editView, ifMatch: basedOn });
}

export function uploadPageImage(page: PageTextPage, slot: string, file: File): Promise<PageTextsEditView> {
  const form = new FormData();
  form.set('image', file);
  return apiSend('PUT', `${base(page)}/images/${encodeURIComponent(slot)}`, form, { expect: editView });
}

export function removePageImage(page: PageTextPage, slot: string): Promise<PageTextsEditView> {
  return apiSend('DELETE', `${base(page)}/images/${encodeURIComponent(slot)}`, undefined, { expect: editView });
}
