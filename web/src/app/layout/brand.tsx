import { useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import { Icon } from '../../lib/ui/icon';
import school from '../../lib/ui/icons/school';
import { useOptionalSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import styles from './layout.module.css';

/** School mark and name; links home. The icon is decorative, the name is the link text. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const settings = useOptionalSchool();
  return (
    <Link to="/" onClick={onNavigate} className={styles.brand}>
      <span aria-hidden="true" className={`${ui.roundBadge} ${ui.badgeBrand} ${styles.brandMark}`}>
        <Icon path={school} />
      </span>
      <span className={styles.brandName}>{settings?.name ?? t('Home')}</span>
    </Link>
  );
}
