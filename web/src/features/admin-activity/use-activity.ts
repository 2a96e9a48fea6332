import type { AuditEntryView } from '@school/shared/audit-schemas';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { listActivity, type ActivityFilters } from './activity-api';

/** The log for the filters, a page at a time: a filter change starts again, `more` adds the next page. */
export function useActivity(filters: ActivityFilters, enabled: boolean) {
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      listActivity(filters, cursor, signal).then((page) => ({ items: page.entries, nextCursor: page.nextCursor })),
    [filters],
  );
  // Loading until the first answer, also when `enabled` comes true later (the role confirmed by the server).
  const log = usePagedLoad<AuditEntryView>(load, {
    errorText: 'The activity log could not be loaded.',
    logText: 'Loading the activity log failed',
    enabled,
  });
  // The server refused (403): the member is not a superadmin (any more); the screen says so instead of an error.
  const forbidden = log.failure instanceof ApiError && log.failure.status === 403;
  return { ...log, forbidden };
}
