import { useT } from '../../lib/i18n/i18n';
import { LocalNavLink as NavLink } from '../../lib/i18n/links';
import { navTree } from '../nav-tree';
import { NavDropdown } from './nav-dropdown';
import styles from './nav.module.css';

/** Top-level links for wide screens; parents with children open a dropdown on hover or focus. */
export function DesktopNav() {
  const t = useT();
  return (
    <nav aria-label={t('Main')} className={styles.nav}>
      <ul className={styles.items}>
        {navTree.map((item) => (
          <li key={item.path} className={styles.item}>
            {item.children ? (
              <NavDropdown item={item} links={item.children} />
            ) : (
              <NavLink to={item.path} end={item.path === '/'} className={styles.link}>
                {t(item.name)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
