import { SCHOOL_TIME_ZONE } from '@school/shared/school-time';
import type { TrashItemView, TrashKind } from '@school/shared/trash-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiSend } from '../../lib/api-client';

// The calls of /admin/trash. Restoring after a delete's "Undo" goes through lib/admin/trash-undo.tsx.

/** What the list asks for: one kind or all, and words of a title ('' for no search). */
export interface TrashQuery {
  kind: TrashKind | undefined;
  q: string;
}

/** GET /trash?limit=20: one page, newest deleted first, from `cursor` on. */
export function listTrashPage({ kind, q }: TrashQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<TrashItemView>> {
  return fetchAdminPage<TrashItemView>('/trash', { query: { kind, q: q || undefined }, cursor, signal });
}

const itemPath = (id: string) => `/trash/${encodeURIComponent(id)}`;

export const restoreItem = (id: string) => apiSend<TrashItemView>('POST', `${itemPath(id)}/restore`);

export const deleteForGood = (id: string) => apiSend('DELETE', itemPath(id));

/** "25 November 2026, 9:30 am" at the school. */
export function formatDeletedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-IN', {
    timeZone: SCHOOL_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
