import { DOCUMENT_CATEGORY_LIST } from '@school/shared/document-categories';
import { useT } from '../../lib/i18n/i18n';
import { KEEP_SCROLL_STATE } from '../../lib/keep-scroll';
import { LinkButton } from '../../lib/ui/button';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import ui from '../../lib/ui/ui.module.css';
import type { DocumentsAddress } from './documents-address';
import { documentsHref } from './documents-links';
import styles from './documents-page.module.css';
import { useDocumentWords } from './document-words';

// The list's category filters and its pages as links: each an address of its own
// (/documents?category=form), so they work before the page's script arrives, or without it.

/** "All", then a link per category; the one showing is marked aria-current="page". */
export function CategoryFilters({ address }: { address: DocumentsAddress }) {
  const t = useT();
  const words = useDocumentWords();
  return (
    <nav aria-label={t('Filter by category')} className={styles.filters}>
      <ul className={`${ui.plainList} ${ui.buttonRow}`}>
        {[undefined, ...DOCUMENT_CATEGORY_LIST].map((category) => {
          const shown = category === address.category;
          return (
            <li key={category ?? 'all'}>
              {/* The list under the filters changes, not the page: the view stays where it is. */}
              <LinkButton
                to={documentsHref({ category })}
                state={KEEP_SCROLL_STATE}
                variant={shown ? 'contained' : 'outlined'}
                size="small"
                aria-current={shown ? 'page' : undefined}
              >
                {category ? words.category(category) : t('All')}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below the list: the next page of older documents, and from a later page back to the newest. */
export function DocumentsPager({ address, next }: { address: DocumentsAddress; next: string | null }) {
  const t = useT();
  if (!next && !address.after) return null;
  return (
    <nav aria-label={t('Pages')} className={styles.pager}>
      {address.after && (
        <LinkButton to={documentsHref({ category: address.category })} variant="outlined">
          {t('Newest')}
        </LinkButton>
      )}
      {next && (
        <LinkButton to={documentsHref({ category: address.category, after: next })} rel="next" variant="contained" endIcon={arrowForward}>
          {t('Older documents')}
        </LinkButton>
      )}
    </nav>
  );
}
