import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminNotice } from '../../lib/admin/admin-notice';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useLoad } from '../../lib/admin/use-load';
import { useSave } from '../../lib/admin/use-save';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadActivityCsv, listMembers, type ActivityFilters } from './activity-api';
import { ActivityFilterBar } from './activity-filters';
import { ActivityList } from './activity-list';
import { INTRO_TEXT, NOT_ALLOWED_TEXT } from './activity-texts';
import { useActivity } from './use-activity';

/** /admin/activity (superadmin only): the audit log, filtered by member and India days, and its CSV. */
export function ActivityPage() {
  useDocumentTitle('Activity · Admin');
  // The role the server holds now, as the menu shows it (lib/admin/signed-in-member.tsx).
  const { user, confirmed: roleConfirmed } = useSignedInMember();
  const isSuperadmin = user?.role === 'superadmin';
  const [filters, setFilters] = useState<ActivityFilters>({ member: '', from: '', to: '' });
  const log = useActivity(filters, isSuperadmin);
  // Without the list the filter offers only "Everyone"; the log itself still loads.
  const members = useLoad(listMembers, { logText: 'Loading the staff list failed', enabled: isSuperadmin }).data ?? [];
  const download = useSave();

  // A role kept since sign-in may be out of date (a member promoted since): wait for the server's word.
  if (!isSuperadmin && !roleConfirmed) return <LoadingSpinner label="Loading the activity log" space={{ py: 6 }} />;
  if (!isSuperadmin || log.forbidden) {
    return (
      <AdminNotice icon={<HistoryIcon sx={{ fontSize: 56 }} />} title="Activity">
        {NOT_ALLOWED_TEXT}
      </AdminNotice>
    );
  }

  const startDownload = () =>
    download.run(() => downloadActivityCsv(filters), {
      failText: 'The file could not be downloaded. Please try again.',
      logText: 'Downloading the activity log failed',
      serverWords: 'always',
      show: 'inline',
    });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 1 }}>
        Activity
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>{INTRO_TEXT}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <ActivityFilterBar filters={filters} members={members} onChange={setFilters} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void startDownload()} disabled={download.saving}>
          {download.saving ? 'Preparing the file...' : 'Download CSV'}
        </Button>
      </Box>
      {download.error && (
        <Alert severity="error" onClose={() => download.setError('')} sx={{ mb: 2 }}>
          {download.error}
        </Alert>
      )}
      {log.error && <LoadErrorAlert message={log.error} onRetry={log.restart} sx={{ mb: 2 }} />}
      {!log.error && !log.loading && <ActivityList entries={log.items} />}
      {(log.loading || log.loadingMore) && <LoadingSpinner label="Loading the activity log" space={{ py: 6 }} />}
      {!log.loading && !log.loadingMore && log.hasMore && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={log.more}>
            Show older entries
          </Button>
        </Box>
      )}
    </Container>
  );
}
