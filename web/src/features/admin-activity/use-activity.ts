import type { AuditEntryView } from '@school/shared/audit-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { listActivity, type ActivityFilters } from './activity-api';

interface Loaded {
  entries: AuditEntryView[];
  nextCursor: string | null;
  loading: boolean;
  error: string;
  /** The server refused (403): the member is not a superadmin (any more). */
  forbidden: boolean;
}

const START: Loaded = { entries: [], nextCursor: null, loading: true, error: '', forbidden: false };

/** The log for the filters, a page at a time: a filter change starts again, `more` adds the next page. */
export function useActivity(filters: ActivityFilters, enabled: boolean) {
  // Loading until the first answer, also when `enabled` comes true later (the role confirmed by the server).
  const [loaded, setLoaded] = useState<Loaded>(START);
  const latest = useRef<AbortController | null>(null);

  const load = useCallback(
    async (cursor: string | null) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      // New filters start an empty list; another page keeps the rows shown.
      setLoaded((was) => ({ ...was, entries: cursor ? was.entries : [], loading: true, error: '' }));
      try {
        const page = await listActivity(filters, cursor, controller.signal);
        if (controller.signal.aborted) return;
        setLoaded((was) => ({
          entries: cursor ? [...was.entries, ...page.entries] : page.entries,
          nextCursor: page.nextCursor,
          loading: false,
          error: '',
          forbidden: false,
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const forbidden = error instanceof ApiError && error.status === 403;
        if (!forbidden) console.error('Loading the activity log failed', error);
        setLoaded((was) => ({
          ...was,
          loading: false,
          forbidden,
          error: forbidden ? '' : errorMessage(error, 'The activity log could not be loaded.'),
        }));
      }
    },
    [filters],
  );

  useEffect(() => {
    if (!enabled) return;
    void load(null);
    return () => latest.current?.abort();
  }, [enabled, load]);

  return { ...loaded, reload: () => load(null), more: () => load(loaded.nextCursor) };
}
