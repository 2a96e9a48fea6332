import { useT } from '../../lib/i18n/i18n';
import { useOptionalSchool } from '../../lib/school-settings';
import { LinkButton } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import { useRenderStatus } from '../../lib/render-status';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  // Search engines and link checkers must see a missing page as missing, not as a page.
  useRenderStatus(404);
  const school = useOptionalSchool();
  const t = useT();
  return (
    <div className={`${ui.containerSm} ${styles.page}`}>
      <title>{school ? `${t('Not Found')} · ${school.name}` : t('Not Found')}</title>
      <meta name="robots" content="noindex" />
      <div aria-hidden="true" className={styles.code}>
        404
      </div>
      <h1 className={`${ui.h1} ${styles.title}`}>{t('Not Found')}</h1>
      <p className={`${ui.muted} ${styles.text}`}>{t("The page you're looking for doesn't exist.")}</p>
      <LinkButton to="/" variant="contained" size="large">
        {t('Back to Home')}
      </LinkButton>
    </div>
  );
}
