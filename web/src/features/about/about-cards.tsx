import Diversity3Icon from '@mui/icons-material/Diversity3';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

const VALUES = ['Respect', 'Curiosity', 'Kindness', 'Growth'] as const;

function InfoCard({ title, icon, children }: { title: string; icon: ReactElement; children: ReactNode }) {
  return (
    <Card elevation={0} sx={{ height: '100%', border: 1, borderColor: 'divider' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            bgcolor: '#fde7c2',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            mb: 2,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The three cards under the tabs: what we value, what we give back, how we keep improving. */
export function AboutCards() {
  return (
    <Grid container spacing={3} component="section" aria-label="What we stand for">
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoCard title="Our Values" icon={<Diversity3Icon />}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {VALUES.map((value) => (
              <li key={value}>
                <Chip label={value} color="secondary" sx={{ fontWeight: 600 }} />
              </li>
            ))}
          </Box>
        </InfoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoCard title="Community Impact" icon={<VolunteerActivismIcon />}>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
            Our students run food and book drives, plant trees on the school grounds and visit the elders of Faridkot, learning that
            education is something to share.
          </Typography>
        </InfoCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InfoCard title="Continuous Learning" icon={<SchoolIcon />}>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
            Our teachers train every term in new ways of teaching, so classrooms keep pace with how children learn best.
          </Typography>
        </InfoCard>
      </Grid>
    </Grid>
  );
}
