import { useT } from '../../lib/i18n/i18n';
import styles from './layout.module.css';
import { MAIN_CONTENT_ID } from './main-content-id';

/** First tab stop on every public page, so keyboard users can jump past the navigation. */
export function SkipLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('Skip to main content')}
    </a>
  );
}
