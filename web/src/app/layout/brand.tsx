import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { schoolInfo } from '../school-info';

/** School mark and name; links home. The icon is decorative, the name is the link text. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onNavigate}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'primary.main', textDecoration: 'none', minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'secondary.main',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <SchoolIcon />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          lineHeight: 1.15,
          fontSize: { xs: '1.05rem', sm: '1.2rem', md: '1.05rem', lg: '1.2rem' },
          maxWidth: { md: 160, lg: 'none' },
        }}
      >
        {schoolInfo.name}
      </Typography>
    </Box>
  );
}
