import type { AdminNotice } from '@school/shared/notice-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { listNotices } from './notices-api';

interface Loaded {
  notices: AdminNotice[];
  loading: boolean;
  error: string;
}

async function load(signal: AbortSignal): Promise<Loaded> {
  try {
    return { notices: await listNotices(signal), loading: false, error: '' };
  } catch (error) {
    if (!signal.aborted) console.error('Loading the notices failed', error);
    return { notices: [], loading: false, error: errorMessage(error, 'The notices could not be loaded.') };
  }
}

/** Every notice with its state at the server's time; `reload` asks again after a change (keeping the rows meanwhile). */
export function useNotices() {
  const [loaded, setLoaded] = useState<Loaded>({ notices: [], loading: true, error: '' });
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
    void reload();
    return () => latest.current?.abort();
  }, [reload]);

  return { ...loaded, reload };
}
