import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AdminSettings } from '@school/shared/settings-schemas';
import { useState } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useLoad } from '../../lib/admin/use-load';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadAdminSettings } from './settings-api';
import { SettingsForm } from './settings-form';
import { SettingsRevisions } from './settings-revisions';

/** /admin/settings: the school's facts every public page reads, edited by staff. */
export function SettingsPage() {
  useDocumentTitle('Settings · Admin');
  const loaded = useLoad(loadAdminSettings, { errorText: 'The settings could not be loaded.', logText: 'Loading the settings failed' });
  // The settings as the server last answered a save or an upload; null: as loaded.
  const [latest, setLatest] = useState<AdminSettings | null>(null);
  // Counts restores of a revision: each one starts the form afresh from the restored settings.
  const [restores, setRestores] = useState(0);
  const initial = loaded.data;
  const current = latest ?? initial;

  const restored = (settings: AdminSettings) => {
    loaded.update(() => settings);
    setLatest(null);
    setRestores((count) => count + 1);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Settings
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        What visitors read about the school on every page: phone numbers, address, hours, the principal and more. Press Save settings at the
        bottom to keep your changes; pictures are saved as soon as you upload them.
      </Typography>
      {loaded.loading && <LoadingSpinner label="Loading the settings" space={{ py: 8 }} />}
      {loaded.error && <LoadErrorAlert message={loaded.error} onRetry={loaded.restart} />}
      {initial && current && (
        <>
          {!current.confirmedAt && (
            <Alert severity="info" sx={{ mb: 3 }}>
              These are the values the site was installed with. Check each section, correct what is wrong and press Save settings.
            </Alert>
          )}
          <Box sx={{ mt: -2, mb: 3 }}>
            <SettingsRevisions onRestored={restored} />
          </Box>
          <SettingsForm key={restores} initial={initial} settings={current} onChanged={setLatest} />
        </>
      )}
    </Container>
  );
}
