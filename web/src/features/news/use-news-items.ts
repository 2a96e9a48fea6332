import type { EventItem } from '@school/shared/event-schemas';
import { useEffect, useState } from 'react';
import { isInvalidAnswer } from '../../lib/api-client';
import { fetchItems } from './news-api';

export type NewsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; items: EventItem[] };

const TEXTS = {
  all: { invalid: 'Invalid news data received from server', failed: 'Failed to load news. Please try again later.' },
  events: { invalid: 'Invalid event data received from server', failed: 'Failed to load events. Please try again later.' },
} as const;

/** Loads the page's items once: loading, then error or loaded (spec: news/events list states). */
export function useNewsItems(kind: 'all' | 'events'): NewsState {
  const [state, setState] = useState<NewsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchItems(kind === 'events' ? 'event' : undefined, controller.signal)
      .then((items) => setState({ status: 'loaded', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${kind === 'events' ? 'events' : 'news'}`, error);
        setState({ status: 'error', message: isInvalidAnswer(error) ? TEXTS[kind].invalid : TEXTS[kind].failed });
      });
    return () => controller.abort();
  }, [kind]);

  return state;
}
