import type { ContentItem } from '@school/shared/content-schemas';
import { useCallback, useEffect, useState } from 'react';
import { fetchPages, searchPages } from './content-api';

const LOAD_ERROR = 'Failed to load content. Please try again.';
const SEARCH_DELAY_MS = 300;

/**
 * The admin list: every page (drafts included), or the search results for `query` once typing
 * pauses. `upsert` and `remove` keep it in step with saves and deletes without another request.
 */
export function usePageList(query: string) {
  const [pages, setPages] = useState<ContentItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const q = query.trim();
    const timer = setTimeout(
      () => {
        setLoadError(null);
        (q ? searchPages(q, controller.signal) : fetchPages(controller.signal)).then(setPages).catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Loading pages failed', error);
          setLoadError(LOAD_ERROR);
        });
      },
      q ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  const upsert = useCallback((page: ContentItem) => {
    setPages((list) => [page, ...(list ?? []).filter((p) => p._id !== page._id)]);
  }, []);
  const remove = useCallback((id: string) => setPages((list) => (list ?? []).filter((p) => p._id !== id)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { pages, loadError, upsert, remove, retry };
}
