import type { EventItem } from '@school/shared/event-schemas';
import { useEffect, useState } from 'react';
import { isInvalidAnswer } from '../../lib/api-client';
import { useServerAnswer } from '../../lib/page-data';
import { fetchItems, itemsCall, itemListExpect } from './news-api';

export type NewsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; items: EventItem[] };

const TEXTS = {
  all: { invalid: 'Invalid news data received from server', failed: 'Failed to load news. Please try again later.' },
  events: { invalid: 'Invalid event data received from server', failed: 'Failed to load events. Please try again later.' },
} as const;

const failed = (kind: 'all' | 'events', error: unknown): NewsState => ({
  status: 'error',
  message: isInvalidAnswer(error) ? TEXTS[kind].invalid : TEXTS[kind].failed,
});

/**
 * The page's items (spec: news/events list states): from the answer the server rendered the page
 * with, else loaded here: loading, then error or loaded.
 */
export function useNewsItems(kind: 'all' | 'events'): NewsState {
  const type = kind === 'events' ? 'event' : undefined;
  const rendered = useServerAnswer(itemsCall(type), itemListExpect(type));
  const [state, setState] = useState<NewsState>(() => {
    if (!rendered) return { status: 'loading' };
    return rendered.ok ? { status: 'loaded', items: rendered.data } : failed(kind, rendered.error);
  });
  const fromServer = rendered !== undefined;

  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    fetchItems(type, controller.signal)
      .then((items) => setState({ status: 'loaded', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${kind === 'events' ? 'events' : 'news'}`, error);
        setState(failed(kind, error));
      });
    return () => controller.abort();
    // Once per page: `fromServer` is fixed at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  return state;
}
