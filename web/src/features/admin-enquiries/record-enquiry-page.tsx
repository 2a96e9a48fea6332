import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENQUIRY_LIMITS } from '@school/shared/enquiry-fields';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChildFields, FieldGroup, ParentFields } from './record-enquiry-fields';
import { useRecordEnquiry } from './use-record-enquiry';

const CONSENT_HELP_ID = 'record-consent-help';

/**
 * /admin/enquiries/new: an enquiry the office took by phone or at the gate, recorded with the public
 * form's fields; the parent is mailed the reference in their language, and the enquiry opens.
 */
export function RecordEnquiryPage() {
  useDocumentTitle('Record an enquiry · Admin');
  const form = useRecordEnquiry();
  const { bind, inputRef, errors, consent, setConsent, save, today } = form;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/admin/enquiries" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Back to enquiries
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Record an enquiry
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        For a family that phoned or came to the school. The parent is e-mailed the reference, in the language chosen below.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box
          component="form"
          noValidate
          aria-label="Record an enquiry"
          onSubmit={(event) => void form.submit(event)}
          sx={{ display: 'grid', gap: 3 }}
        >
          <ParentFields form={form} />
          <ChildFields form={form} />
          <FieldGroup title="Visit and message">
            <TextField
              label="Preferred visit date"
              type="date"
              {...bind('visitDate', 'If they would like to see the school.')}
              inputRef={inputRef('visitDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <TextField
              label="Message"
              multiline
              minRows={3}
              {...bind('message', 'What they asked or told you.')}
              inputRef={inputRef('message')}
              slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.message } }}
              sx={{ gridColumn: '1 / -1' }}
            />
          </FieldGroup>
          <FormControl error={Boolean(errors.consent)} required>
            <FormControlLabel
              label="The parent agreed to the privacy notice"
              control={
                <Checkbox
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  slotProps={{
                    input: { ref: inputRef('consent'), 'aria-describedby': CONSENT_HELP_ID, 'aria-invalid': Boolean(errors.consent) },
                  }}
                />
              }
            />
            <FormHelperText id={CONSENT_HELP_ID} sx={{ ml: 0 }}>
              {errors.consent && <>{errors.consent}. </>}
              <Link href="/privacy" target="_blank" rel="noopener noreferrer">
                Read the privacy notice (opens in a new tab)
              </Link>
            </FormHelperText>
          </FormControl>
          {/* Beside the button pressed, so it is seen without scrolling back up; MUI's Alert is announced. */}
          {save.error && <Alert severity="error">{save.error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/admin/enquiries" disabled={save.saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={save.saving}>
              {save.saving ? 'Recording...' : 'Record enquiry'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
