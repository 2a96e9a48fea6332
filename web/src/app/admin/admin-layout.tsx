import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { fetchCurrentUser } from '../../features/auth/current-user';
import { SignedInMemberProvider, type SignedInMember } from '../../lib/admin/signed-in-member';
import { getUser } from '../../lib/auth-storage';
import { color } from '../../lib/theme/tokens';
import { AdminMenuButton, AdminNavBar } from './admin-nav';
import { screensFor } from './admin-screens';

interface Props {
  schoolName: string;
  onLogout: () => Promise<void>;
}

/** Staff screens get a plain bar instead of the public header and footer. */
export function AdminLayout({ schoolName, onLogout }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The dashboard has its own Logout button; a second one on the same screen would be ambiguous
  // for screen-reader users (and for tests that look a button up by its name).
  const showLogout = pathname !== '/admin/dashboard';
  const [member, setMember] = useState<SignedInMember>(() => ({ user: getUser(), confirmed: false }));
  const screens = screensFor(member.user?.role);

  // The role may have changed since sign-in (a superadmin promoted or demoted this member): ask once
  // per page load, and hand the answer to the screens (lib/admin/signed-in-member.tsx), so the menu
  // and the screen agree. A 401 is the API client's business (it clears the session and opens the
  // login page); any other failure keeps the stored user, as the server still checks every call.
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (user) => setMember({ user, confirmed: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not refresh the signed-in member', error);
        setMember((was) => ({ ...was, confirmed: true }));
      },
    );
    return () => controller.abort();
  }, []);

  const handleLogout = async () => {
    await onLogout();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0} sx={{ '--focus-ring': color.secondary }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 800, flex: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.15rem' } }} noWrap>
              {schoolName}
            </Typography>
            <AdminMenuButton screens={screens} pathname={pathname} />
            {showLogout && (
              <Button color="inherit" variant="outlined" onClick={() => void handleLogout()}>
                Logout
              </Button>
            )}
          </Toolbar>
          <AdminNavBar screens={screens} pathname={pathname} />
        </Container>
      </AppBar>
      <Box component="main">
        <SignedInMemberProvider value={member}>
          <Outlet />
        </SignedInMemberProvider>
      </Box>
    </Box>
  );
}
