import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLocalized } from '../../lib/i18n/localized';
import { useT } from '../../lib/i18n/i18n';
import { PageMeta } from '../../lib/page-meta';
import { publicCalls } from '../../lib/public-calls';
import { RetryAlert } from '../../lib/ui/retry-alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { usePublicItem } from '../../lib/use-public-item';
import { pageExpect } from './fetch-published-page';
import { PageArticle } from './page-article';
import { summary } from './page-text';
import styles from './published-page.module.css';

// A message id (lib/i18n), shown through t() by the retry alert.
const LOAD_FAILED = 'Failed to load content. Please try again.';

/**
 * /pages/{slug}: a published content page. Drafts and unknown slugs show `notFound` (from app/).
 * Every state takes at least the loading state's room (`.body`), so the footer, visible below a short
 * page on a computer, does not move when the page turns out missing or short.
 */
export function PublishedPage({ notFound }: { notFound: ReactNode }) {
  return (
    <div className={styles.body}>
      <PageState notFound={notFound} />
    </div>
  );
}

function PageState({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const { slug = '' } = useParams();
  const { state, retry } = usePublicItem(publicCalls.page(slug), pageExpect, LOAD_FAILED);
  const localized = useLocalized();
  if (state.status === 'loading') return <SpinnerBlock label={t('Loading page')} minHeight="70vh" />;
  if (state.status === 'missing') return notFound;
  if (state.status === 'error') {
    return (
      <div className={`${ui.containerSm} ${styles.error}`}>
        <RetryAlert message={state.message} onRetry={retry} />
      </div>
    );
  }
  // The page's language where staff translated it, else the English marked lang="en".
  const title = localized(state.data, 'title');
  const content = localized(state.data, 'content');
  const page = { ...state.data, title: title.text, content: content.text };
  return (
    <>
      <PageMeta title={page.title} description={summary(page.content) || page.title} />
      <PageArticle page={page} langs={{ title: title.lang, content: content.lang }} />
    </>
  );
}
