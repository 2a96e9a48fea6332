import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { publicCalls } from '../../lib/public-calls';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { usePublicItem } from '../../lib/use-public-item';
import { itemExpect } from './news-api';
import { NewsItemArticle } from './news-item-article';
import styles from './news-item-page.module.css';

const ITEM_EXPECT = itemExpect(undefined);
// A message id (lib/i18n): shown through t() below.
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
  if (state.status === 'missing') return notFound;
  return (
    <div className={`${ui.containerMd} ${styles.page}`}>
      <Link to="/news" className={styles.back}>
        <span aria-hidden="true">←</span> {t('All news & events')}
      </Link>
      {state.status === 'loading' && <SpinnerBlock label={t('Loading news item')} minHeight="60vh" />}
      {state.status === 'error' && (
        <Alert severity="error" className={styles.error}>
          <div className={styles.row}>
            {t(state.message)}
            <Button variant="text" size="small" className={styles.retry} onClick={retry}>
              {t('Try again')}
            </Button>
          </div>
        </Alert>
      )}
      {state.status === 'found' && <NewsItemArticle item={state.data} />}
    </div>
  );
}
