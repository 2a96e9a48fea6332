import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  subtitle: string;
  /** Id of the <h1>, for sections that name themselves after it. */
  headingId?: string;
}

/** The warm banner every inner public page opens with: its one <h1> and a sentence of orientation. */
export function PageHero({ title, subtitle, headingId }: Props) {
  return (
    <Box
      component="header"
      sx={{ background: 'linear-gradient(160deg, #fff1dc 0%, #fff8ef 60%, #fde8e1 100%)', py: { xs: 5, md: 8 }, textAlign: 'center' }}
    >
      <Container maxWidth="md">
        <Typography variant="h1" id={headingId} sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 640, mx: 'auto' }}>
          {subtitle}
        </Typography>
      </Container>
    </Box>
  );
}
