import { Spinner } from '../../lib/ui/spinner';
import styles from './layout.module.css';

/** Shown while a lazily loaded part of the app arrives. */
export function PageLoader() {
  return (
    <div className={styles.loader}>
      <Spinner label="Loading" />
    </div>
  );
}
