import { useT } from '../../lib/i18n/i18n';
import type { ReactNode } from 'react';
import { SCHOOL_SETTINGS_FAILED, useSchoolState } from '../../lib/school-settings';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import styles from './layout.module.css';

/**
 * A page that shows the school's facts renders once the layout has them (the server renders every
 * page with them, so this only waits after a move into the site from the back office). If they
 * cannot be read, a clear message with a retry stands where the page would, never a blank page.
 */
export function RequireSchool({ children }: { children: ReactNode }) {
  const t = useT();
  const { state, retry } = useSchoolState();
  if (state.status === 'found') return children;
  if (state.status === 'loading') return <SpinnerBlock label={t('Loading')} minHeight="60vh" />;
  return (
    <div className={ui.containerMd}>
      <Alert severity="error" className={styles.settingsError}>
        {SCHOOL_SETTINGS_FAILED}{' '}
        <Button variant="text" size="small" onClick={retry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}
