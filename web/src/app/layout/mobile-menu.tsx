import { useT } from '../../lib/i18n/i18n';
import { useEffect, useRef } from 'react';
import { LocalNavLink as NavLink } from '../../lib/i18n/links';
import { iconButtonClass } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import close from '../../lib/ui/icons/close';
import ui from '../../lib/ui/ui.module.css';
import { navTree } from '../nav-tree';
import { useOptionalSchool } from '../../lib/school-settings';
import { LanguageSwitcher } from './language-switcher';
import switcher from './language-switcher.module.css';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import styles from './mobile-menu.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Slide-in navigation for phones and small tablets, on the browser's own modal <dialog>: it closes
 * on Escape by itself, on a click outside the panel and on a link or the close button here.
 */
export default function MobileMenu({ open, onClose }: Props) {
  const t = useT();
  const school = useOptionalSchool();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const panel = dialog.current;
    if (open && panel && !panel.open) panel.showModal();
    if (!open && panel?.open) {
      panel.close();
      document.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)?.focus();
    }
  }, [open]);

  // Turning a tablet to landscape can cross into the desktop layout; don't leave an invisible menu open.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 900px)');
    const closeOnDesktop = () => desktop.matches && onClose();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      id={MOBILE_MENU_ID}
      aria-label={t('Site menu')}
      className={styles.menu}
      // Escape closes the dialog natively; this keeps the header's state in step.
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <nav aria-label={t('Main')} className={styles.inner}>
        <div className={styles.top}>
          <span className={styles.name}>{school?.name}</span>
          <button type="button" aria-label={t('Close menu')} onClick={onClose} className={iconButtonClass}>
            <Icon path={close} />
          </button>
        </div>
        <LanguageSwitcher className={switcher.inMenu} />
        <ul className={ui.plainList}>
          {navTree.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/' || !!item.children} onClick={onClose} className={styles.link}>
                {t(item.name)}
              </NavLink>
              {item.children && (
                <ul className={ui.plainList}>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <NavLink to={child.path} end onClick={onClose} className={`${styles.link} ${styles.child}`}>
                        {t(child.name)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
