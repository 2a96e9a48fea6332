import { schoolInfo } from '../../lib/school-info';
import { LinkButton } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(`Not Found · ${schoolInfo.name}`);
  return (
    <div className={`${ui.containerSm} ${styles.page}`}>
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
