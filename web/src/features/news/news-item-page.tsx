import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { ItemPage } from '../../lib/item-page';
import { publicCalls } from '../../lib/public-calls';
import { usePublicItem } from '../../lib/use-public-item';
import { itemExpect } from './news-api';
import { NewsItemArticle } from './news-item-article';

const ITEM_EXPECT = itemExpect(undefined);
// A message id (lib/i18n), shown through t() by the retry alert.
const LOAD_FAILED = 'Failed to load this news item. Please try again.';

/**
 * /news/{slug}: one news item or event, the page a shared link opens. The server renders it with
 * the item (app/public-routes.tsx names the call); an unknown slug shows `notFound` (from app/),
 * whose render makes the answer a 404.
 */
export function NewsItemPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const t = useT();
  const { state, retry } = usePublicItem(publicCalls.item(slug), ITEM_EXPECT, LOAD_FAILED);
  return (
    <ItemPage
      state={state}
      retry={retry}
      notFound={notFound}
      back={{ to: '/news', label: t('All news & events') }}
      loadingLabel={t('Loading news item')}
      width="reading"
    >
      {(item) => <NewsItemArticle item={item} />}
    </ItemPage>
  );
}
