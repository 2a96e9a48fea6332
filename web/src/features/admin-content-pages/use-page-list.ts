import type { ContentItem, ContentStatus } from '@school/shared/content-schemas';
import { useCallback, useState } from 'react';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { fetchPageList } from './content-api';

/**
 * The admin list a page at a time (issue 34): every page (drafts included) or those of one status,
 * and the title search once typing pauses. `upsert` and `remove` keep it in step with saves and
 * deletes without another request.
 */
export function usePageList() {
  const search = useSearchText();
  const [status, setStatus] = useState<ContentStatus | undefined>(undefined);
  const q = search.asked;
  // A new search or status is a new question: its first page, and a slow answer to an older one never wins.
  const load = useCallback((cursor: string | null, signal: AbortSignal) => fetchPageList({ status, q }, cursor, signal), [status, q]);
  const list = usePagedLoad(load, {
    errorText: 'Failed to load content. Please try again.',
    ownText: true,
    logText: 'Loading pages failed',
  });
  const { update, reload, restart } = list;

  const upsert = useCallback((page: ContentItem) => update((pages) => [page, ...pages.filter((p) => p._id !== page._id)]), [update]);
  const remove = useCallback((id: string) => update((pages) => pages.filter((p) => p._id !== id)), [update]);
  // After an Undo: the page comes back where the server puts it, the rows shown meanwhile.
  const retry = useCallback(() => void reload(), [reload]);

  return {
    pages: list.loading ? null : list.items,
    loadError: list.error || null,
    search,
    status,
    setStatus,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    more: list.more,
    // "Try again": the spinner while the list loads again (a failed next page: that page again).
    tryAgain: list.items.length === 0 ? restart : list.more,
    upsert,
    remove,
    retry,
  };
}
