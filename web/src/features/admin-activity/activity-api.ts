import type { AuditPage } from '@school/shared/audit-schemas';
import { apiDownload, apiGet } from '../../lib/api-client';
import { saveFile } from '../../lib/admin/save-file';

// One function per call of /api/activity (superadmin only), and the staff list its member filter
// offers (GET /api/staff, also superadmin only).

const INVALID = 'Invalid data received from server';

/** What the screen filters by: a member's e-mail (it also finds their failed sign-ins) and whole India days. */
export interface ActivityFilters {
  member: string;
  from: string;
  to: string;
}

export interface MemberOption {
  id: string;
  name: string;
  email: string;
}

const query = (filters: ActivityFilters) => ({
  member: filters.member || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

const isPage = (data: unknown): data is AuditPage =>
  typeof data === 'object' && data !== null && 'entries' in data && Array.isArray(data.entries) && 'nextCursor' in data;

export function listActivity(filters: ActivityFilters, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiGet('/activity', {
    signal,
    query: { ...query(filters), limit: 50, cursor: cursor ?? undefined },
    expect: { accept: isPage, text: INVALID },
  });
}

export function listMembers(signal?: AbortSignal): Promise<MemberOption[]> {
  return apiGet('/staff', {
    signal,
    expect: {
      accept: (data): data is MemberOption[] =>
        Array.isArray(data) && data.every((m) => typeof m === 'object' && m !== null && 'email' in m),
      text: INVALID,
    },
  });
}

/** Fetches the CSV with the token (a bare link could not send it) and hands it to the browser to save. */
export async function downloadActivityCsv(filters: ActivityFilters): Promise<void> {
  const { blob, fileName } = await apiDownload('/activity.csv', { query: query(filters) });
  saveFile(blob, fileName ?? 'activity.csv');
}
