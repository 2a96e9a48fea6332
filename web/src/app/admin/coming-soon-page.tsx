import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * TEMPORARY placeholder for admin screens that later issues build. It lives in app/ (not a feature)
 * because it is scaffolding: delete it once every planned screen has its own feature folder.
 */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'secondary.dark', mb: 1 }}>
        <ConstructionIcon sx={{ fontSize: 56 }} />
      </Box>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>Coming soon: this section is still being built.</Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Back to Dashboard
      </Button>
    </Container>
  );
}
