import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { schoolInfo } from '../../app/school-info';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(`Not Found · ${schoolInfo.name}`);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {/* Darker than secondary.dark so even this decorative number passes AA contrast on cream (4.7:1). */}
      <Box aria-hidden sx={{ fontSize: '4rem', fontWeight: 800, color: '#9a650b', lineHeight: 1 }}>
        404
      </Box>
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4 }}>
        The page you&apos;re looking for doesn&apos;t exist.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Back to Home
      </Button>
    </Container>
  );
}
