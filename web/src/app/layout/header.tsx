import { useT } from '../../lib/i18n/i18n';
import { lazy, Suspense, useState } from 'react';
import { iconButtonClass } from '../../lib/ui/button';
import { Icon } from '../../lib/ui/icon';
import menu from '../../lib/ui/icons/menu';
import ui from '../../lib/ui/ui.module.css';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitcher } from './language-switcher';
import { Later } from './later-parts-context';
import switcher from './language-switcher.module.css';
import styles from './layout.module.css';
import { MOBILE_MENU_ID } from './mobile-menu-id';

// Phones only need the menu panel once the menu button is tapped, so it loads then, keeping it out
// of the JavaScript every page needs before it is interactive.
const MobileMenu = lazy(() => import('./mobile-menu'));
const loadMobileMenu = () => void import('./mobile-menu');

export function Header() {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <>
      <header className={styles.header}>
        {/* From 900 px the language links get a slim row of their own above the navigation: beside it
            they squeezed the row and wrapped, the header's height then depending on the fonts. */}
        <div className={switcher.strip}>
          <div className={`${ui.container} ${switcher.stripRow}`}>
            <Later part="SearchBox" />
            <LanguageSwitcher className={switcher.inStrip} />
          </div>
        </div>
        <div className={`${ui.container} ${styles.toolbar}`}>
          <Brand />
          <span className={styles.spacer} />
          <DesktopNav />
          <Later part="SearchLink" />
          {/* Below 900px the navigation moves into the slide-in menu (the CSS hides this button above). */}
          <button
            type="button"
            aria-label={t('Open menu')}
            aria-controls={MOBILE_MENU_ID}
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            // Starts the download a moment before the click lands.
            onPointerDown={loadMobileMenu}
            onFocus={loadMobileMenu}
            className={`${iconButtonClass} ${styles.menuButton}`}
          >
            <Icon path={menu} />
          </button>
        </div>
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
