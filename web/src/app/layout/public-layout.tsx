import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID } from './main-content-id';
import { ScrollToTop } from './scroll-to-top';

export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
