import { useOptionalSchool } from '../../lib/school-settings';
import { LinkButton } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import { useRenderStatus } from '../../lib/render-status';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  // Search engines and link checkers must see a missing page as missing, not as a page.
  useRenderStatus(404);
  const school = useOptionalSchool();
  return (
    <div className={`${ui.containerSm} ${styles.page}`}>
      <title>{school ? `Not Found · ${school.name}` : 'Not Found'}</title>
      <meta name="robots" content="noindex" />
      <div aria-hidden="true" className={styles.code}>
        404
      </div>
      <h1 className={`${ui.h1} ${styles.title}`}>Not Found</h1>
      <p className={`${ui.muted} ${styles.text}`}>The page you&apos;re looking for doesn&apos;t exist.</p>
      <LinkButton to="/" variant="contained" size="large">
        Back to Home
      </LinkButton>
    </div>
  );
}
