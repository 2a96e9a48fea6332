import Box from '@mui/material/Box';
import { NavLink } from 'react-router-dom';
import { navTree } from '../nav-tree';
import { NavDropdown } from './nav-dropdown';
import { navLinkSx } from './nav-link-styles';

/** Top-level links for wide screens; parents with children open a dropdown on hover or focus. */
export function DesktopNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { md: 0, lg: 0.5 }, m: 0, p: 0, listStyle: 'none' }}>
        {navTree.map((item) => (
          <Box component="li" key={item.path} sx={{ position: 'relative' }}>
            {item.children ? (
              <NavDropdown item={item} links={item.children} />
            ) : (
              <Box component={NavLink} to={item.path} end={item.path === '/'} sx={navLinkSx}>
                {item.name}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
