import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../lib/i18n/links';
import { fetchItemById } from './news-api';

const ITEM_ANCHOR = '#item-';

/**
 * Old links (feed readers, shared messages) point at /news#item-<id>, from when the page held every
 * item. The page holds only the newest now, so the item is asked for by its id and the visitor goes
 * on to its own page, in place of this address so Back does not bounce here. An item without a
 * page of its own is brought into view if this page shows it; one that is gone leaves the visitor
 * on the list.
 */
export function useOldItemLink(): void {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalePath();

  useEffect(() => {
    if (!hash.startsWith(ITEM_ANCHOR)) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(ITEM_ANCHOR.length));
    } catch {
      return;
    }
    const controller = new AbortController();
    fetchItemById(id, controller.signal)
      .then((item) => {
        if (item.slug) void navigate(localize(`/news/${item.slug}`), { replace: true });
        else document.getElementById(`item-${item._id}`)?.scrollIntoView();
      })
      .catch(() => {
        // Gone, or never there: the list is the best this link can still offer.
      });
    return () => controller.abort();
    // Once per anchor: `navigate` and `localize` are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}
