import type { ContentItem } from '@school/shared/content-schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLocalized } from '../../lib/i18n/localized';
import { useT } from '../../lib/i18n/i18n';
import { useServerAnswer } from '../../lib/page-data';
import { PageMeta } from '../../lib/page-meta';
import { publicCalls } from '../../lib/public-calls';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { fetchPublishedPage, pageExpect } from './fetch-published-page';
import { PageArticle } from './page-article';
import { summary } from './page-text';
import styles from './published-page.module.css';

type Result = { slug: string } & ({ kind: 'page'; page: ContentItem } | { kind: 'missing' } | { kind: 'error' });

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
  const rendered = useServerAnswer(publicCalls.page(slug), pageExpect);
  // The server's answer for this slug, if the page was rendered with one: no call on load.
  const [result, setResult] = useState<Result | null>(() => {
    if (!rendered) return null;
    if (rendered.ok) return { slug, kind: 'page', page: rendered.data };
    return { slug, kind: rendered.error.status === 404 ? 'missing' : 'error' };
  });
  const [attempt, setAttempt] = useState(0);
  const localized = useLocalized();

  useEffect(() => {
    if (attempt === 0 && result?.slug === slug) return;
    const controller = new AbortController();
    fetchPublishedPage(slug, controller.signal)
      .then((page) => setResult(page ? { slug, kind: 'page', page } : { slug, kind: 'missing' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the page failed', error);
        setResult({ slug, kind: 'error' });
      });
    return () => controller.abort();
    // `result` only tells whether this slug came with the page; a new result must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, attempt]);

  // A result for another slug (the visitor followed a link) counts as still loading.
  const current = result?.slug === slug ? result : null;
  if (!current) {
    return <SpinnerBlock label={t('Loading page')} minHeight="70vh" />;
  }
  if (current.kind === 'missing') return notFound;
  if (current.kind === 'error') {
    return (
      <div className={`${ui.containerSm} ${styles.error}`}>
        <Alert severity="error">
          <div className={styles.row}>
            {t('Failed to load content. Please try again.')}
            <Button variant="text" size="small" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
              {t('Try again')}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  // The page's language where staff translated it, else the English marked lang="en".
  const title = localized(current.page, 'title');
  const content = localized(current.page, 'content');
  const page = { ...current.page, title: title.text, content: content.text };
  return (
    <>
      <PageMeta title={page.title} description={summary(page.content) || page.title} />
      <PageArticle page={page} langs={{ title: title.lang, content: content.lang }} />
    </>
  );
}
