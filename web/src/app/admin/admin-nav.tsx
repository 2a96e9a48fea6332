import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isCurrentScreen, type AdminScreen } from './admin-screens';

const NAV_LABEL = 'Admin';

/**
 * The admin screens a member may open, as a row of links on wide screens. Hidden below `lg`, where
 * AdminMenuButton offers the same links in a drawer (eleven links do not fit a phone's bar).
 */
export function AdminNavBar({ screens, pathname }: { screens: readonly AdminScreen[]; pathname: string }) {
  return (
    <Box component="nav" aria-label={NAV_LABEL} sx={{ display: { xs: 'none', lg: 'block' }, pb: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', my: 0, mx: -1, p: 0, display: 'flex', flexWrap: 'wrap' }}>
        {screens.map((screen) => {
          const current = isCurrentScreen(screen, pathname);
          return (
            <li key={screen.path}>
              <Button
                component={RouterLink}
                to={screen.path}
                color="inherit"
                size="small"
                aria-current={current ? 'page' : undefined}
                // Narrower than the theme's pill buttons, so all eleven fit one row from 1200 px.
                sx={{
                  minWidth: 0,
                  paddingInline: 1,
                  fontWeight: current ? 800 : 500,
                  borderBottom: 2,
                  borderRadius: 1,
                  borderColor: current ? 'secondary.main' : 'transparent',
                }}
              >
                {screen.label}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The "Menu" button of narrow screens and the drawer it opens, with the same links as AdminNavBar. */
export function AdminMenuButton({ screens, pathname }: { screens: readonly AdminScreen[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();

  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon />}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
      >
        Menu
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { id: drawerId, sx: { width: 280, maxWidth: '85vw' } } }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, px: 2, pt: 2, pb: 1 }}>
          Admin menu
        </Typography>
        <Box component="nav" aria-label={NAV_LABEL}>
          <List component="ul" sx={{ listStyle: 'none' }}>
            {screens.map((screen) => {
              const current = isCurrentScreen(screen, pathname);
              return (
                <li key={screen.path}>
                  <ListItemButton
                    component={RouterLink}
                    to={screen.path}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    // Closed on a click, so the screen it opens is not hidden behind the drawer.
                    onClick={() => setOpen(false)}
                  >
                    <ListItemText primary={screen.label} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>Close menu</Button>
        </Box>
      </Drawer>
    </>
  );
}
