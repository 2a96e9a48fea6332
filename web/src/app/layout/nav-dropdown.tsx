import { useT } from '../../lib/i18n/i18n';
import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LocalNavLink as NavLink } from '../../lib/i18n/links';
import { Icon } from '../../lib/ui/icon';
import expandMore from '../../lib/ui/icons/expand-more';
import type { NavItem, NavLinkItem } from '../nav-tree';
import styles from './nav.module.css';

interface Props {
  item: NavItem;
  links: readonly NavLinkItem[];
}

/**
 * A parent link whose child links appear on hover and on keyboard focus. Not an ARIA menu: the
 * children are ordinary links reached with Tab, which is what keyboard users expect in site navigation.
 */
export function NavDropdown({ item, links }: Props) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Set after a click or Escape so the panel closes even though the pointer or focus is still inside.
  const [dismissed, setDismissed] = useState(false);
  const parentRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const open = (hovered || focused) && !dismissed;

  // Following a link closes the panel: state adjusted while rendering, as React advises over an effect.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setDismissed(true);
    setFocused(false);
  }

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    // A mouse click also focuses the link; only keyboard focus (focus-visible) should open the panel.
    if (!event.target.matches(':focus-visible')) return;
    setFocused(true);
    // Only focus arriving from outside re-opens a panel closed by Escape or by following a link.
    if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(false);
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setDismissed(true);
      parentRef.current?.focus();
    } else if (event.key === 'ArrowDown' && !open) {
      event.preventDefault(); // reopen without scrolling the page
      setDismissed(false);
      setFocused(true);
    }
  };

  return (
    <div
      className={open ? styles.open : undefined}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <NavLink ref={parentRef} to={item.path} aria-controls={panelId} aria-expanded={open} className={styles.link}>
        {t(item.name)}
        <Icon path={expandMore} size={20} className={styles.chevron} />
      </NavLink>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <ul className={styles.panelList}>
          {links.map((child) => (
            <li key={child.path}>
              <NavLink to={child.path} end className={`${styles.link} ${styles.panelLink}`}>
                {t(child.name)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
