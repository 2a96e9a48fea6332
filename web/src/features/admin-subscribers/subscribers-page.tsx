import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { MailDelivery } from '@school/shared/mailing-schemas';
import { SUBSCRIPTION_TOPICS, TOPIC_NAMES } from '@school/shared/subscription-fields';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AnnouncementList } from './announcement-list';
import { useSubscribersScreen } from './use-subscribers-screen';

/**
 * /admin/subscribers (issue 39): how many parents get the school's mails and of what, when news,
 * events and documents go (at once, or in one mail a week; urgent notices always at once), and the
 * newest mails with their counts ("Sent to 312, 2 failed"). Items are mailed from their own forms.
 */
export function SubscribersPage() {
  useDocumentTitle('Subscribers · Admin');
  const screen = useSubscribersScreen();
  const { summary, save } = screen;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Subscribers
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Parents subscribe from any page of the site and confirm their address by mail. To email an item, tick “Email subscribers” in its
        form (news and events, documents, notices).
      </Typography>
      {summary.loading && <LoadingSpinner label="Loading the subscribers" space={{ py: 4 }} />}
      {summary.error && <LoadErrorAlert message={summary.error} onRetry={summary.restart} />}
      {summary.data && (
        <Paper variant="outlined" component="section" aria-labelledby="subscriber-counts" sx={{ p: 2 }}>
          <Typography id="subscriber-counts" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Who gets the mails
          </Typography>
          <Typography>
            {summary.data.confirmed} confirmed · {summary.data.pending} waiting for their confirmation · {summary.data.paused} paused (their
            mail server refused our mails)
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 3 }}>
            {SUBSCRIPTION_TOPICS.map((topic) => (
              <li key={topic}>
                {TOPIC_NAMES[topic]}: {summary.data?.byTopic[topic] ?? 0}
              </li>
            ))}
          </Box>
        </Paper>
      )}
      {summary.data && (
        <Paper variant="outlined" component="section" aria-labelledby="mail-timing" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography id="mail-timing" variant="h2" sx={{ fontSize: '1.25rem' }}>
            When news, events and documents are mailed
          </Typography>
          <RadioGroup
            aria-labelledby="mail-timing"
            value={screen.delivery}
            onChange={(event) => screen.setDelivery(event.target.value as MailDelivery)}
          >
            <FormControlLabel value="immediate" control={<Radio />} label="At once, one mail per item" disabled={save.saving} />
            <FormControlLabel value="weekly" control={<Radio />} label="In one mail a week, on Friday at 5 pm" disabled={save.saving} />
          </RadioGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Urgent notices always go at once.
          </Typography>
          {save.error && <Alert severity="error">{save.error}</Alert>}
          <Button
            variant="contained"
            onClick={() => void screen.saveSetting()}
            disabled={!screen.changed || save.saving}
            sx={{ justifySelf: 'start' }}
          >
            {save.saving ? 'Saving...' : 'Save'}
          </Button>
        </Paper>
      )}
      <AnnouncementList load={screen.announcements} />
    </Container>
  );
}
