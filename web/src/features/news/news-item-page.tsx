import type { EventItem } from '@school/shared/event-schemas';
import type { ReactNode } from 'react';
import { ItemPage, type ItemRead } from '../../lib/item-page';
import { publicCalls } from '../../lib/public-calls';
import { itemExpect } from './news-api';
import { NewsItemArticle } from './news-item-article';

/** /news/{slug}'s read (lib/item-page.tsx); its texts are message ids (lib/i18n). */
const ITEM_READ: ItemRead<EventItem> = {
  call: publicCalls.item,
  expect: itemExpect(undefined),
  failedText: 'Failed to load this news item. Please try again.',
  back: { to: '/news', label: 'All news & events' },
  loadingLabel: 'Loading news item',
  width: 'reading',
};

/**
 * /news/{slug}: one news item or event, the page a shared link opens. The server renders it with
 * the item (app/public-routes.tsx names the call); an unknown slug shows `notFound` (from app/),
 * whose render makes the answer a 404.
 */
export function NewsItemPage({ notFound }: { notFound: ReactNode }) {
  return (
    <ItemPage read={ITEM_READ} notFound={notFound}>
      {(item) => <NewsItemArticle item={item} />}
    </ItemPage>
  );
}
