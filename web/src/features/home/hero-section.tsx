import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BrushIcon from '@mui/icons-material/Brush';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import ScienceIcon from '@mui/icons-material/Science';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  schoolName: string;
  foundedYear: number;
}

const activities = [
  { icon: <BrushIcon />, label: 'Art & craft corners', colour: '#e76f51' },
  { icon: <MusicNoteIcon />, label: 'Music, dance & drama', colour: '#2a9d8f' },
  { icon: <ScienceIcon />, label: 'Hands-on science', colour: '#3a6fc4' },
  { icon: <SportsSoccerIcon />, label: 'Sports & outdoor play', colour: '#b7791f' },
];

export function HeroSection({ schoolName, foundedYear }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        background: 'linear-gradient(160deg, #fff1dc 0%, #fff8ef 55%, #fde8e1 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            {/* Looks like MUI's Chip without shipping it: this is the only one on the public pages. */}
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                mb: 2.5,
                px: 1.5,
                py: 0.75,
                borderRadius: 4,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.8125rem',
                fontWeight: 700,
                '& svg': { fontSize: 18 },
              }}
            >
              <AutoAwesomeIcon aria-hidden />
              {`Welcome to ${schoolName}`}
            </Box>
            <Typography variant="h1" id="hero-heading" sx={{ mb: 2 }}>
              Where little learners grow into{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                bright, kind hearts
              </Box>
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, color: 'text.secondary', mb: 4, maxWidth: 560 }}>
              Since {foundedYear}, families in Faridkot have trusted us to nurture curious, confident and caring children — with joyful
              classrooms, devoted teachers and values that last a lifetime.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to="/admissions" variant="contained" size="large">
                Explore Admissions
              </Button>
              <Button component={RouterLink} to="/about" variant="outlined" size="large">
                Discover Our School
              </Button>
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 5 }}>
            <Card elevation={0} sx={{ border: 1, borderColor: 'divider', boxShadow: '0 18px 40px rgba(140, 42, 31, 0.12)' }}>
              <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                  Fun Learning Awaits
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 3 }}>
                  Every school day mixes lessons with play, so children learn by doing, asking and creating.
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
                  {activities.map(({ icon, label, colour }) => (
                    <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 40,
                          height: 40,
                          borderRadius: '50%',
                          display: 'grid',
                          placeItems: 'center',
                          color: '#fff',
                          bgcolor: colour,
                          flexShrink: 0,
                        }}
                      >
                        {icon}
                      </Box>
                      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
