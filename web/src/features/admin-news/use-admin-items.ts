import type { EventItem, EventType } from '@school/shared/event-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { listItems } from './admin-news-api';

interface Loaded {
  /** The type these items are of; null before the first answer. */
  type: EventType | null;
  items: EventItem[];
  error: string;
}

async function load(type: EventType, signal: AbortSignal): Promise<Loaded> {
  try {
    return { type, items: await listItems(type, signal), error: '' };
  } catch (error) {
    // Spec: the list-load error is displayed as returned, and logged.
    if (!signal.aborted) console.error('Failed to load news and events', error);
    return { type, items: [], error: errorMessage(error) };
  }
}

/**
 * The list of one type; `reload` refetches after a change (spec: the list is refetched on
 * success). It is loading until an answer for the current type arrives; a refetch keeps the rows.
 */
export function useAdminItems(type: EventType) {
  const [loaded, setLoaded] = useState<Loaded>({ type: null, items: [], error: '' });
  const latest = useRef<AbortController | null>(null);

  // Only the newest request may set the list: a slow answer for the other tab must not win.
  const start = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return load(type, controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoaded(result);
    });
  }, [type]);

  useEffect(() => {
    void start();
    return () => latest.current?.abort();
  }, [start]);

  const current = loaded.type === type;
  return { items: current ? loaded.items : [], loading: !current, error: current ? loaded.error : '', reload: start };
}
