import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useSchool } from '../../lib/school-settings';
import { Alert } from '../../lib/ui/alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { CategoryFilters, DocumentsPager } from './documents-choices';
import { documentsPageCall, readDocumentsAddress } from './documents-address';
import { documentsQuery } from './documents-links';
import styles from './documents-page.module.css';
import { DocumentCard } from './document-card';
import { useDocumentWords } from './document-words';
import { useDocumentsPage } from './use-documents-page';

/** The list's room in every state; the same as `.list` in documents-page.module.css. */
const LIST_HEIGHT = '70vh';

/**
 * /documents: the school's published documents, newest first, a page at a time, narrowed to one
 * category by the address (`?category=circular`, `?after=`: documents-address.ts). Rendered by the
 * server with its one page; the filters and pages are links, so all of it works without scripts.
 */
export function DocumentsPage({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const school = useSchool();
  const words = useDocumentWords();
  const { search } = useLocation();
  const address = useMemo(() => readDocumentsAddress(new URLSearchParams(search)), [search]);
  const state = useDocumentsPage(documentsPageCall(address));
  if (!address || state.status === 'missing') return notFound;
  const heading = t('School documents');
  const title = address.category ? t('{page}: {filter}', { page: heading, filter: words.category(address.category) }) : heading;
  return (
    <>
      <PageMeta
        title={title}
        description={t('Circulars, fee structures, holiday lists, forms and certificates of {school}, {town}, to read and download.', {
          school: school.name,
          town: school.address.locality,
        })}
        query={documentsQuery(address)}
      />
      <PageHero title={heading} subtitle={t('Circulars, fee structures, holiday lists, forms and certificates, newest first.')} />
      <div className={`${ui.container} ${ui.pageBody}`}>
        <div className={styles.list}>
          <CategoryFilters address={address} />
          {state.status === 'loading' && <SpinnerBlock label={t('Loading documents')} minHeight={LIST_HEIGHT} />}
          {state.status === 'error' && (
            <Alert severity="error" className={styles.alert}>
              {t(state.message)}
            </Alert>
          )}
          {state.status === 'loaded' &&
            (state.page.data.length === 0 ? (
              <p role="status" className={`${ui.center} ${ui.muted} ${styles.empty}`}>
                {t('No documents in this category yet.')}
              </p>
            ) : (
              <ul aria-label={title} className={`${ui.plainList} ${styles.items}`}>
                {state.page.data.map((doc) => (
                  <li key={doc._id}>
                    <DocumentCard doc={doc} />
                  </li>
                ))}
              </ul>
            ))}
          {state.status === 'loaded' && <DocumentsPager address={address} next={state.page.next} />}
        </div>
        {/* Issue 39: new circulars by e-mail, in the parent's language. */}
        <p>
          <Link to="/subscribe?topic=documents">{t('New circulars and documents by email')}</Link>
        </p>
      </div>
    </>
  );
}
