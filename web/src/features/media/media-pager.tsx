import { useT } from '../../lib/i18n/i18n';
import { LinkButton } from '../../lib/ui/button';
import arrowForward from '../../lib/ui/icons/arrow-forward';
import type { MediaAddress } from './media-address';
import { mediaHref } from './media-links';
import styles from './media-page.module.css';

/**
 * Below the gallery: the next page of older galleries (the API's `next`), and from a later page back
 * to the newest. Links, so a crawler and a visitor without the page's script reach every gallery too.
 */
export function MediaPager({ address, next }: { address: MediaAddress; next: string | null }) {
  const t = useT();
  if (!next && !address.after) return null;
  return (
    <nav aria-label={t('Pages')} className={styles.pager}>
      {address.after && (
        <LinkButton to={mediaHref({})} variant="outlined">
          {t('Newest')}
        </LinkButton>
      )}
      {next && (
        <LinkButton to={mediaHref({ after: next })} rel="next" variant="contained" endIcon={arrowForward}>
          {t('Older galleries')}
        </LinkButton>
      )}
    </nav>
  );
}
