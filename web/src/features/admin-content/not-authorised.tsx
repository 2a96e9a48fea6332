import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Shown instead of the content manager to staff without role admin or superadmin. */
export function NotAuthorised() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'secondary.dark', mb: 1 }}>
        <LockIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1.5 }}>
        Not authorised
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Managing pages needs the admin or superadmin role. Please ask the school&apos;s system administrator to give your account that role.
      </Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Back to Dashboard
      </Button>
    </Container>
  );
}
