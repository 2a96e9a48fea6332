import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card the open staff pages (forgot password, set password) share with the login page's look. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 5 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 1.5,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'secondary.main',
            }}
          >
            <LockOutlinedIcon />
          </Box>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 0.5 }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{subtitle}</Typography>}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
