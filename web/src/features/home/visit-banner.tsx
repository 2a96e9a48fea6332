import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  phone: { display: string; tel: string };
}

/** Closing call to action: most parents decide after a visit, so we invite one. */
export function VisitBanner({ phone }: Props) {
  return (
    <Box component="section" aria-labelledby="visit-heading" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 6,
            px: { xs: 3, sm: 6 },
            py: { xs: 5, sm: 6 },
            textAlign: 'center',
            '--focus-ring': '#f6b840',
          }}
        >
          <Typography variant="h2" id="visit-heading" sx={{ mb: 1.5 }}>
            Come and see us
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', maxWidth: 620, mx: 'auto', mb: 4, opacity: 0.95 }}>
            The best way to know a school is to walk through it. Meet our teachers, see the classrooms and ask us anything — we would love
            to show you around.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/contact" variant="contained" color="secondary" size="large">
              Plan a Visit
            </Button>
            <Button
              href={`tel:${phone.tel}`}
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'rgba(255, 255, 255, 0.7)', '&:hover': { borderColor: '#fff' } }}
            >
              Call {phone.display}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
