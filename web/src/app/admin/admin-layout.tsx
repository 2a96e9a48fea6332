import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { color } from '../../lib/theme/tokens';

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
            <Button component={RouterLink} to="/admin/dashboard" color="inherit">
              Dashboard
            </Button>
            {showLogout && (
              <Button color="inherit" variant="outlined" onClick={() => void handleLogout()}>
                Logout
              </Button>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
