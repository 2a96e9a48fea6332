import type { StaffMember } from '@school/shared/staff-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { listStaff } from './staff-api';

interface Loaded {
  members: StaffMember[];
  loading: boolean;
  error: string;
  /** The server refused the list (403): the member is not a superadmin (any more). */
  forbidden: boolean;
}

async function load(signal: AbortSignal): Promise<Loaded> {
  try {
    return { members: await listStaff(signal), loading: false, error: '', forbidden: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { members: [], loading: false, error: '', forbidden: true };
    if (!signal.aborted) console.error('Loading the staff list failed', error);
    return { members: [], loading: false, error: errorMessage(error, 'The staff list could not be loaded.'), forbidden: false };
  }
}

/** Every staff account; `reload` asks again after a change (keeping the rows meanwhile). `enabled` false skips the call. */
export function useStaff(enabled: boolean) {
  // Loading until the first answer, also when `enabled` comes true later (the role confirmed by the server).
  const [loaded, setLoaded] = useState<Loaded>({ members: [], loading: true, error: '', forbidden: false });
  const latest = useRef<AbortController | null>(null);

  // Only the newest request may set the list.
  const reload = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return load(controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoaded(result);
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    void reload();
    return () => latest.current?.abort();
  }, [enabled, reload]);

  return { ...loaded, reload };
}
