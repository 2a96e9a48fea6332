import { useT } from '../../lib/i18n/i18n';
import { LinkButton } from '../../lib/ui/button';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import type { NewsAddress, NewsKind } from './news-address';
import { newsHref } from './news-links';
import styles from './news-page.module.css';

/**
 * Below the list: the next page of older items (the API's `next`), and from a later page back to
 * the newest. Links with the page's filters, so a crawler and a visitor without the page's script
 * reach every item too.
 */
export function NewsPager({ kind, address, next }: { kind: NewsKind; address: NewsAddress; next: string | null }) {
  const t = useT();
  if (!next && !address.after) return null;
  const filters = { tag: address.tag, year: address.year };
  return (
    <nav aria-label={t('Pages')} className={styles.pager}>
      {address.after && (
        <LinkButton to={newsHref(kind, filters)} variant="outlined">
          {t('Newest')}
        </LinkButton>
      )}
      {next && (
        <LinkButton to={newsHref(kind, { ...filters, after: next })} rel="next" variant="contained" endIcon={arrowForward}>
          {kind === 'events' ? t('Older events') : t('Older news')}
        </LinkButton>
      )}
    </nav>
  );
}
