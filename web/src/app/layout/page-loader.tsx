import { useT } from '../../lib/i18n/i18n';
import { Spinner } from '../../lib/ui/spinner';
import styles from './layout.module.css';

/** Shown while a lazily loaded part of the app arrives. */
export function PageLoader() {
  const t = useT();
  return (
    <div className={styles.loader}>
      <Spinner label={t('Loading')} />
    </div>
  );
}
