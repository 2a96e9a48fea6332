import { SCHOOL_TIME_ZONE } from '@school/shared/school-time';
import type { TrashItemView } from '@school/shared/trash-schemas';
import { apiGet, apiSend } from '../../lib/api-client';

// The calls of /admin/trash. Restoring after a delete's "Undo" goes through lib/admin/trash-undo.tsx.

const INVALID = 'Invalid trash data received from server';

export function listTrash(signal?: AbortSignal): Promise<TrashItemView[]> {
  return apiGet('/trash', {
    signal,
    expect: { accept: (data): data is TrashItemView[] => Array.isArray(data), text: INVALID },
  });
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
