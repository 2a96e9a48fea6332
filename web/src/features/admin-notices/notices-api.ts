import type { AdminNotice, NoticeInput } from '@school/shared/notice-schemas';
import { apiGet, apiSend } from '../../lib/api-client';

const isNotice = (data: unknown): data is AdminNotice => typeof data === 'object' && data !== null && '_id' in data && 'state' in data;

export function listNotices(signal?: AbortSignal): Promise<AdminNotice[]> {
  return apiGet('/notices', {
    signal,
    expect: { accept: (data): data is AdminNotice[] => Array.isArray(data), text: 'Invalid data received from server' },
  });
}

/** The notice with start and end as UTC instants (the form turned India time into them). */
export function createNotice(notice: NoticeInput): Promise<AdminNotice> {
  return apiSend('POST', '/notices', notice, { expect: { accept: isNotice, text: 'Invalid data received from server' } });
}

export function updateNotice(id: string, notice: NoticeInput): Promise<AdminNotice> {
  return apiSend('PUT', `/notices/${encodeURIComponent(id)}`, notice, {
    expect: { accept: isNotice, text: 'Invalid data received from server' },
  });
}

export function deleteNotice(id: string): Promise<unknown> {
  return apiSend('DELETE', `/notices/${encodeURIComponent(id)}`);
}
