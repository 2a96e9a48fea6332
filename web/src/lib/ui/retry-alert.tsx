import { useT } from '../i18n/i18n';
import { Alert } from './alert';
import { Button } from './button';
import styles from './retry-alert.module.css';

/** A public page's "could not load" message (a message id, shown through t()) with its Try again button. */
export function RetryAlert({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <Alert severity="error" className={className}>
      <div className={styles.row}>
        {t(message)}
        <Button variant="text" size="small" className={styles.retry} onClick={onRetry}>
          {t('Try again')}
        </Button>
      </div>
    </Alert>
  );
}
