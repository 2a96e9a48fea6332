import FavoriteIcon from '@mui/icons-material/Favorite';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SpaIcon from '@mui/icons-material/Spa';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

interface Feature {
  title: string;
  description: string;
  icon: ReactElement;
  tint: string;
}

const features: readonly Feature[] = [
  {
    title: 'Creative Curriculum',
    description:
      'Lessons built around stories, projects and experiments, so children understand ideas instead of memorising them — and enjoy every step.',
    icon: <LightbulbIcon fontSize="large" />,
    tint: '#fde7c2',
  },
  {
    title: 'Caring Community',
    description:
      'Small classes and teachers who know each child by name. Parents are partners, and every child feels safe, seen and supported.',
    icon: <FavoriteIcon fontSize="large" />,
    tint: '#fbd9d3',
  },
  {
    title: 'Holistic Development',
    description:
      'Sports, arts, music, moral values and life skills sit alongside academics, helping children grow in body, mind and character.',
    icon: <SpaIcon fontSize="large" />,
    tint: '#d6efe9',
  },
];

export function WhyChooseSection({ schoolName }: { schoolName: string }) {
  return (
    <Box component="section" aria-labelledby="why-choose-heading" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography variant="h2" id="why-choose-heading" sx={{ mb: 1.5 }}>
            Why Choose Us
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>
            At {schoolName}, a good education means a happy child who loves to learn. Here is what makes our day-boarding school a second
            home.
          </Typography>
        </Box>
        <Grid container spacing={3}>
          {features.map(({ title, description, icon, tint }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card elevation={0} sx={{ height: '100%', border: 1, borderColor: 'divider' }}>
                <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 64,
                      height: 64,
                      borderRadius: 4,
                      bgcolor: tint,
                      color: 'primary.main',
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2.5,
                    }}
                  >
                    {icon}
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.35rem', mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{description}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
