import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { useSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import styles from './disclosure-link.module.css';

/**
 * CBSE asks an affiliated school to link its Mandatory Public Disclosure from the home page (a missing
 * link is the first failure its circulars name); a school of another board is not asked to.
 */
export function DisclosureLink() {
  const t = useT();
  const school = useSchool();
  if (school.board.name !== 'CBSE') return null;
  return (
    <p className={`${ui.container} ${styles.strip}`}>
      <Link to="/mandatory-public-disclosure" className={styles.link}>
        {t('Mandatory Public Disclosure')}
      </Link>
    </p>
  );
}
