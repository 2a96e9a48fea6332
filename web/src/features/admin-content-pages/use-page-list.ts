import type { ContentItem } from '@school/shared/content-schemas';
import { useCallback } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { fetchPages, searchPages } from './content-api';

const SEARCH_DELAY_MS = 300;

/** Resolves after `ms`, or rejects when the question is dropped first (a new keystroke, leaving). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/**
 * The admin list: every page (drafts included), or the search results for `query` once typing
 * pauses, the last list staying meanwhile. `upsert` and `remove` keep it in step with saves and
 * deletes without another request.
 */
export function usePageList(query: string) {
  const q = query.trim();
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!q) return fetchPages(signal);
      await pause(SEARCH_DELAY_MS, signal);
      return searchPages(q, signal);
    },
    [q],
  );
  const list = useLoad(load, {
    errorText: 'Failed to load content. Please try again.',
    ownText: true,
    logText: 'Loading pages failed',
    keepPrevious: true,
  });
  const { update, reload } = list;

  const upsert = useCallback((page: ContentItem) => update((pages) => [page, ...pages.filter((p) => p._id !== page._id)]), [update]);
  const remove = useCallback((id: string) => update((pages) => pages.filter((p) => p._id !== id)), [update]);
  const retry = useCallback(() => void reload(), [reload]);

  return { pages: list.data ?? null, loadError: list.error || null, upsert, remove, retry };
}
