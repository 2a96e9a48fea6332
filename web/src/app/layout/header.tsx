import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Brand } from './brand';
import { DesktopNav } from './desktop-nav';
import { MobileMenu, MOBILE_MENU_ID } from './mobile-menu';
import { SkipLink } from './skip-link';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);

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
              onClick={() => setMenuOpen(true)}
              sx={{ display: { md: 'none' }, color: 'primary.main' }}
              size="large"
              edge="end"
            >
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
