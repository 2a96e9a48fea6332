import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { schoolInfo } from '../../app/school-info';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { RESOURCE_FILTERS, resources, type ResourceFilter } from './resources';

/** /parent-resources: eight resource cards, narrowed by category with toggle buttons. */
export function ParentResourcesPage() {
  const [filter, setFilter] = useState<ResourceFilter>('all');
  const shown = filter === 'all' ? resources : resources.filter((resource) => resource.category === filter);

  return (
    <>
      <PageMeta
        title="Parent Resources"
        description={`Resources for parents at ${schoolInfo.name}: homework help, wellbeing and learning support, the school calendar, after-school programs and how to reach us.`}
      />
      <PageHero title="Parent Resources" subtitle="Everything you need to support your child’s learning and wellbeing, in one place." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {/* Buttons with aria-pressed: they filter one list, they don't switch between panels. */}
        <Box role="group" aria-label="Filter resources" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}>
          {RESOURCE_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              variant={filter === value ? 'contained' : 'outlined'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </Box>
        <Grid container spacing={3} component="ul" aria-label="Resources" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((resource) => (
            <Grid key={resource.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card elevation={0} sx={{ height: '100%', border: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1, p: 3 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 52,
                      height: 52,
                      borderRadius: 3,
                      bgcolor: '#fde7c2',
                      color: 'primary.main',
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                    }}
                  >
                    {resource.icon}
                  </Box>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {resource.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{resource.description}</Typography>
                </CardContent>
                <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
                  <Button
                    component={RouterLink}
                    to={resource.to}
                    endIcon={<ArrowForwardIcon />}
                    aria-label={`Explore Resource: ${resource.title}`}
                    sx={{ px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
                  >
                    Explore Resource
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 7 }, p: { xs: 3, md: 5 }, bgcolor: '#fff1dc', borderRadius: 5 }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 1 }}>
            Need help with something else?
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Our team is happy to answer any question about your child’s school life.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained" size="large">
            Contact Parent Support
          </Button>
        </Box>
      </Container>
    </>
  );
}
