import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AdminSettings } from '@school/shared/settings-schemas';
import { useEffect, useState } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loadAdminSettings } from './settings-api';
import { SettingsForm } from './settings-form';
import { SettingsRevisions } from './settings-revisions';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; initial: AdminSettings; current: AdminSettings };

/** /admin/settings: the school's facts every public page reads, edited by staff. */
export function SettingsPage() {
  useDocumentTitle('Settings · Admin');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Counts restores of a revision: each one starts the form afresh from the restored settings.
  const [restores, setRestores] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadAdminSettings(controller.signal)
      .then((settings) => setLoaded({ kind: 'ready', initial: settings, current: settings }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the settings failed', error);
        setLoaded({ kind: 'failed', message: errorMessage(error, 'The settings could not be loaded.') });
      });
    return () => controller.abort();
  }, [attempt]);

  const changed = (settings: AdminSettings) => setLoaded((state) => (state.kind === 'ready' ? { ...state, current: settings } : state));
  const restored = (settings: AdminSettings) => {
    setLoaded({ kind: 'ready', initial: settings, current: settings });
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
      {loaded.kind === 'loading' && <LoadingSpinner label="Loading the settings" space={{ py: 8 }} />}
      {loaded.kind === 'failed' && (
        <LoadErrorAlert
          message={loaded.message}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {loaded.kind === 'ready' && (
        <>
          {!loaded.current.confirmedAt && (
            <Alert severity="info" sx={{ mb: 3 }}>
              These are the values the site was installed with. Check each section, correct what is wrong and press Save settings.
            </Alert>
          )}
          <Box sx={{ mt: -2, mb: 3 }}>
            <SettingsRevisions onRestored={restored} />
          </Box>
          <SettingsForm key={restores} initial={loaded.initial} settings={loaded.current} onChanged={changed} />
        </>
      )}
    </Container>
  );
}
