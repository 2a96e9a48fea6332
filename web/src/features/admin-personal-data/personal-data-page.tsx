import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AdminNotice } from '../../lib/admin/admin-notice';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CorrectDialog } from './correct-dialog';
import { PersonalDataRecords } from './personal-data-records';
import { ERASE_TITLE, eraseText, IDLE_TEXT, INTRO_TEXT, NOT_ALLOWED_TEXT, NOTHING_FOUND_TEXT, TITLE } from './personal-data-texts';
import { usePersonalDataScreen } from './use-personal-data-screen';

/** /admin/personal-data (superadmin only): every record holding an e-mail address, to export, correct or erase. */
export function PersonalDataPage() {
  useDocumentTitle(`${TITLE} · Admin`);
  // The role the server holds now, as the menu shows it; the server refuses the calls (403) to anyone else anyway.
  const { user, confirmed: roleConfirmed } = useSignedInMember();
  const isSuperadmin = user?.role === 'superadmin';
  const screen = usePersonalDataScreen(isSuperadmin);
  const { searched, found, act } = screen;
  const [typed, setTyped] = useState('');

  if (!isSuperadmin && !roleConfirmed) return <LoadingSpinner label="Checking your role" space={{ py: 6 }} />;
  if (!isSuperadmin || screen.forbidden) {
    return (
      <AdminNotice icon={<ManageSearchIcon sx={{ fontSize: 56 }} />} title={TITLE}>
        {NOT_ALLOWED_TEXT}
      </AdminNotice>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) screen.search(typed);
  };
  const answer = searched ? found.data : undefined;
  const total = answer?.total ?? 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 1 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>{INTRO_TEXT}</Typography>
      <Box component="form" role="search" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <TextField
          label="E-mail address"
          type="email"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          sx={{ flex: '1 1 18rem', maxWidth: '32rem' }}
        />
        <Button type="submit" variant="contained" startIcon={<ManageSearchIcon />} sx={{ minHeight: 56 }}>
          Find records
        </Button>
      </Box>
      {act.error && !screen.correcting && (
        <Alert severity="error" onClose={() => act.setError('')} sx={{ mb: 2 }}>
          {act.error}
        </Alert>
      )}
      {!searched && <Typography sx={{ color: 'text.secondary' }}>{IDLE_TEXT}</Typography>}
      {searched && found.loading && <LoadingSpinner label="Looking for records" space={{ py: 6 }} />}
      {searched && !found.loading && found.error && <LoadErrorAlert message={found.error} onRetry={found.restart} />}
      {answer && !found.error && total === 0 && (
        <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
          {NOTHING_FOUND_TEXT} ({searched})
        </Alert>
      )}
      {answer && !found.error && total > 0 && (
        <>
          <Typography role="status" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {total === 1 ? '1 record holds' : `${total} records hold`} <strong>{searched}</strong>.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
            {(['json', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void screen.download(format)}
                disabled={act.saving}
              >
                {act.busy(format) ? 'Preparing the file...' : `Download ${format.toUpperCase()}`}
              </Button>
            ))}
            <Button variant="outlined" startIcon={<EditIcon />} onClick={screen.startCorrecting} disabled={act.saving}>
              Correct name or address
            </Button>
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForeverIcon />}
              onClick={() => screen.setErasing(true)}
              disabled={act.saving}
            >
              {act.busy('erase') ? 'Erasing...' : 'Erase all'}
            </Button>
          </Box>
          <PersonalDataRecords holdings={answer.holdings} />
        </>
      )}
      <CorrectDialog
        key={screen.correction}
        open={screen.correcting}
        email={searched}
        busy={act.busy('correct')}
        error={screen.correcting ? act.error : ''}
        onCorrect={(correction) => void screen.correct(correction)}
        onCancel={() => screen.setCorrecting(false)}
      />
      <ConfirmDialog
        open={screen.erasing}
        title={ERASE_TITLE}
        text={eraseText(total)}
        confirmLabel="Erase all"
        onConfirm={() => void screen.erase()}
        onCancel={() => screen.setErasing(false)}
      />
    </Container>
  );
}
