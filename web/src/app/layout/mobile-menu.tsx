import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { navTree } from '../nav-tree';
import { schoolInfo } from '../school-info';
import { MOBILE_MENU_ID } from './mobile-menu-id';

interface Props {
  open: boolean;
  onClose: () => void;
}

const linkSx = {
  borderRadius: 2,
  '&.active': { color: 'primary.main', bgcolor: 'rgba(140, 42, 31, 0.08)' },
  '&.active .MuiListItemText-primary': { fontWeight: 700 },
};

/**
 * Slide-in navigation for phones and small tablets. The temporary Drawer already closes on a backdrop
 * (outside) click and on Escape; links and the close button close it explicitly.
 */
export default function MobileMenu({ open, onClose }: Props) {
  // Turning a tablet to landscape can cross into the desktop layout; don't leave an invisible drawer open.
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  useEffect(() => {
    if (isDesktop && open) onClose();
  }, [isDesktop, open, onClose]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // MUI makes the open drawer a modal dialog; a dialog needs a name for screen readers to announce.
      slotProps={{ paper: { id: MOBILE_MENU_ID, 'aria-label': 'Site menu', sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label="Main" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 1, mb: 1 }}>
          <Box component="span" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {schoolInfo.name}
          </Box>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List disablePadding>
          {navTree.map((item) => (
            <li key={item.path}>
              <ListItemButton component={NavLink} to={item.path} end={item.path === '/' || !!item.children} onClick={onClose} sx={linkSx}>
                <ListItemText primary={item.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
              {item.children && (
                <List disablePadding>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <ListItemButton component={NavLink} to={child.path} end onClick={onClose} sx={{ ...linkSx, pl: 4 }}>
                        <ListItemText primary={child.name} />
                      </ListItemButton>
                    </li>
                  ))}
                </List>
              )}
            </li>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
