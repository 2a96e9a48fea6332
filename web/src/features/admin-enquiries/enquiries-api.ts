import type { EnquiryInput, EnquiryStats, EnquiryUpdate, EnquiryView } from '@school/shared/enquiry-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiDownload, apiGet, apiSend, invalidAnswer, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { filterQuery, type EnquiryFilters } from './enquiry-filters';
import { saveFile } from '../../lib/admin/save-file';

// One function per call of /api/enquiries (issue 38), staff only. The answers are the server's
// EnquiryView; a row is checked for the fields the screens cannot do without.

const INVALID = 'Invalid enquiry data received from server';

export function isEnquiry(value: unknown): value is EnquiryView {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.reference === 'string' &&
    typeof value.status === 'string' &&
    typeof value.version === 'number' &&
    Array.isArray(value.timeline)
  );
}

const oneEnquiry: Expect<EnquiryView> = { accept: isEnquiry, text: INVALID };
const path = (id: string) => `/enquiries/${encodeURIComponent(id)}`;

/** GET /enquiries?limit=20 with the filters and search, newest first, from `cursor` on. */
export async function listEnquiryPage(
  filters: EnquiryFilters,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<EnquiryView>> {
  // The due ones come all at once, oldest follow-up first, without paging.
  if (filters.due) return { items: await loadDueEnquiries(signal), nextCursor: null };
  const { items, nextCursor, beside } = await fetchAdminPage<unknown>('/enquiries', {
    query: { ...filterQuery(filters), q: q || undefined },
    cursor,
    signal,
  });
  if (!items.every(isEnquiry)) throw invalidAnswer(beside, INVALID);
  return { items, nextCursor };
}

const isEnquiries = (data: unknown): data is EnquiryView[] => Array.isArray(data) && data.every(isEnquiry);

/** GET /enquiries?due=true: the open enquiries whose follow-up day is today or earlier. */
export const loadDueEnquiries = (signal?: AbortSignal) =>
  apiGet('/enquiries', { signal, query: { due: 'true' }, expect: { accept: isEnquiries, text: INVALID } });

export const loadEnquiry = (id: string, signal?: AbortSignal) => apiGet(path(id), { signal, expect: oneEnquiry });

/** PATCH /enquiries/:id: the changes at once, with the version shown (409 when someone saved since). */
export const updateEnquiry = (id: string, changes: EnquiryUpdate) => apiSend('PATCH', path(id), changes, { expect: oneEnquiry });

/** DELETE /enquiries/:id: to the trash. */
export const deleteEnquiry = (id: string) => apiSend('DELETE', path(id));

export interface Assignee {
  uid: string;
  name: string;
}
const isAssignees = (data: unknown): data is Assignee[] =>
  Array.isArray(data) && data.every((one) => isRecord(one) && typeof one.uid === 'string' && typeof one.name === 'string');

/** GET /enquiries/assignees: the staff an enquiry can be given to. */
export const loadAssignees = (signal?: AbortSignal) =>
  apiGet('/enquiries/assignees', { signal, expect: { accept: isAssignees, text: INVALID } });

const isStats = (data: unknown): data is EnquiryStats =>
  isRecord(data) &&
  typeof data.academicYear === 'string' &&
  Array.isArray(data.rows) &&
  data.rows.every((row) => isRecord(row) && typeof row.classSought === 'string' && isRecord(row.byStatus));

/** GET /enquiries/stats?academicYear=: a year's enquiries per class and status. */
export const loadEnquiryStats = (academicYear: string, signal?: AbortSignal) =>
  apiGet('/enquiries/stats', { signal, query: { academicYear }, expect: { accept: isStats, text: INVALID } });

/** The filtered list as CSV, fetched with the token (a bare link could not send it), handed to the browser to save. */
export async function downloadEnquiriesCsv(filters: EnquiryFilters, q: string): Promise<void> {
  const { blob, fileName } = await apiDownload('/enquiries/export.csv', { query: { ...filterQuery(filters), q: q || undefined } });
  saveFile(blob, fileName ?? 'enquiries.csv');
}

/** What the office records for a family that phoned or came to the gate: the form's fields, their language, their consent. */
export type OfficeEnquiry = EnquiryInput & { locale: EnquiryView['locale']; consent: true };

const isRecorded = (data: unknown): data is { _id: string; reference: string } =>
  isRecord(data) && typeof data._id === 'string' && typeof data.reference === 'string';

/** POST /enquiries/by-office: stores it (the parent is mailed the reference); its id and reference. */
export const recordEnquiry = (enquiry: OfficeEnquiry) =>
  apiSend('POST', '/enquiries/by-office', enquiry, { expect: { accept: isRecorded, text: INVALID } });
