import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import { SkipLink } from './skip-link';

// Phones only need the drawer (MUI Modal, focus trap, transitions) once the menu button is tapped,
// so it loads then, keeping it out of the JavaScript every page needs before it is interactive.
const MobileMenu = lazy(() => import('./mobile-menu'));
const loadMobileMenu = () => void import('./mobile-menu');

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <>
      <SkipLink />
      <AppBar
        position="sticky"
        elevation={0}
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 76 }, gap: 2 }}>
            <Brand />
            <Box sx={{ flex: 1 }} />
            <DesktopNav />
            {/* Below the md breakpoint (900px) the navigation moves into the slide-in menu. */}
            <IconButton
              aria-label="Open menu"
              aria-controls={MOBILE_MENU_ID}
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
              // Starts the download a moment before the click lands.
              onPointerDown={loadMobileMenu}
              onFocus={loadMobileMenu}
              sx={{ display: { md: 'none' }, color: 'primary.main' }}
              size="large"
              edge="end"
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
