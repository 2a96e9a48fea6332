import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A back-office screen that has nothing to show but a note (not built yet, not allowed): an icon, a
 * heading, one sentence and the way back to the dashboard.
 */
export function AdminNotice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'secondary.dark', mb: 1 }}>
        {icon}
      </Box>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{children}</Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Back to Dashboard
      </Button>
    </Container>
  );
}
