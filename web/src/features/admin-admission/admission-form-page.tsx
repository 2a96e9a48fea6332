import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdmissionLink } from './use-admission-link';

/** /admin/admission-form: the link behind the public Start Application button. Empty clears it. */
export function AdmissionFormPage() {
  useDocumentTitle('Admission Form · Admin');
  const { current, value, fieldError, saving, type, submit } = useAdmissionLink();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Admission Form
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The web address of the online application form. The Start Application button on the Admissions page opens it; leave the field empty
        to hide the form.
      </Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3 }}>
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Admission Form URL"
            name="admissionFormLink"
            type="url"
            placeholder="https://forms.example.com/admission"
            fullWidth
            value={value}
            onChange={(event) => type(event.target.value)}
            error={!!fieldError}
            helperText={fieldError}
            disabled={current === null}
          />
          <Box>
            <Button type="submit" variant="contained" loading={saving} disabled={current === null}>
              Save
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 3 }} aria-live="polite">
          <Typography component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            Current link
          </Typography>
          {current === null ? (
            <Skeleton width="60%" />
          ) : current ? (
            <Link href={current} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {current}
            </Link>
          ) : (
            <Alert severity="info">No admission form link is set. Visitors see Admission Form Not Available.</Alert>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
