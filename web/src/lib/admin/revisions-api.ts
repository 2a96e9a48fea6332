import type { RevisionKind, RevisionSummary, RevisionView } from '@school/shared/revision-schemas';
import { apiGet, apiSend } from '../api-client';

// The revision calls (routes/revisions.ts): an item's earlier versions, one whole, and a restore,
// which answers the item as saved (its route's own shape: a news item, a content page, the
// settings, a page's texts).

const base = (kind: RevisionKind, itemId: string) => `/revisions/${kind}/${encodeURIComponent(itemId)}`;
const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

export function listRevisions(kind: RevisionKind, itemId: string, signal?: AbortSignal): Promise<RevisionSummary[]> {
  return apiGet(base(kind, itemId), {
    signal,
    expect: { accept: (data): data is RevisionSummary[] => Array.isArray(data), text: 'Invalid data received from server' },
  });
}

export function getRevision(kind: RevisionKind, itemId: string, revisionId: string): Promise<RevisionView> {
  return apiGet(`${base(kind, itemId)}/${encodeURIComponent(revisionId)}`, {
    expect: {
      accept: (data): data is RevisionView => isRecord(data) && Array.isArray(data.changes),
      text: 'Invalid data received from server',
    },
  });
}

/** `accept` checks the answer; by default, an item with an `_id` (the settings and page texts have none). */
export function restoreRevision<T>(
  kind: RevisionKind,
  itemId: string,
  revisionId: string,
  accept: (data: unknown) => data is T = (data): data is T => isRecord(data) && typeof data._id === 'string',
): Promise<T> {
  return apiSend('POST', `${base(kind, itemId)}/${encodeURIComponent(revisionId)}/restore`, undefined, {
    expect: { accept, text: 'Invalid data received from server' },
  });
}

/** "25 Nov 2026, 8:30 pm" in school time, wherever the device is. */
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const revisionTime = (iso: string): string => when.format(new Date(iso));
