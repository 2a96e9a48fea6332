import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AdminNotice, NoticeInput } from '@school/shared/notice-schemas';
import { useSnackbar, type VariantType } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NoticeForm } from './notice-form';
import { createNotice, deleteNotice, updateNotice } from './notices-api';
import { NoticesList } from './notices-list';
import { useNotices } from './use-notices';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; notice: AdminNotice };

/** /admin/notices: the banner at the top of every public page, posted for a stretch of India time. */
export function AdminNoticesPage() {
  useDocumentTitle('Notices · Admin');
  const { notices, loading, error, reload } = useNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [pendingDelete, setPendingDelete] = useState<AdminNotice | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const toast = (message: string, variant: VariantType) => enqueueSnackbar(message, { variant, autoHideDuration: 3000 });

  const openForm = (next: Mode) => {
    setMode(next);
    setSaveError('');
    setFormKey((key) => key + 1);
  };
  const closeForm = () => {
    setMode({ kind: 'list' });
    setSaveError('');
  };

  const save = async (notice: NoticeInput) => {
    setSaving(true);
    setSaveError('');
    try {
      // An edit sends the version it opened: if someone else saved the notice since, the server
      // refuses it (409) with words that tell staff to reload, shown in the form.
      const saved =
        mode.kind === 'edit'
          ? await updateNotice(mode.notice._id, { ...notice, version: mode.notice.version })
          : await createNotice(notice);
      toast(saved.shownNow ? 'Notice saved. It shows on the site now.' : 'Notice saved.', 'success');
      closeForm();
      await reload();
    } catch (failure) {
      console.error('Saving the notice failed', failure);
      setSaveError(errorMessage(failure, 'The notice could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    const notice = pendingDelete;
    setConfirmOpen(false);
    if (!notice) return;
    setDeletingId(notice._id);
    try {
      await deleteNotice(notice._id);
      toast('Notice deleted.', 'success');
      if (mode.kind === 'edit' && mode.notice._id === notice._id) closeForm();
      await reload();
    } catch (failure) {
      console.error('Deleting the notice failed', failure);
      toast(errorMessage(failure, 'The notice could not be deleted. Please try again.'), 'error');
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        Notices
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, maxWidth: '70ch' }}>
        A notice shows in a band at the top of every page of the site from its start to its end, in India time, and disappears by itself
        afterwards. When several are showing at once, visitors see the most urgent one (emergency, then closure, then information). On the
        Firebase hosting a change can take about a minute to reach every visitor.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="notices-list-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography id="notices-list-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
              All notices
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm({ kind: 'create' })} disabled={saving}>
              New notice
            </Button>
          </Box>
          {loading && <LoadingSpinner label="Loading the notices" space={{ py: 8 }} />}
          {!loading && error && <LoadErrorAlert message={error} onRetry={() => void reload()} />}
          {!loading && !error && (
            <NoticesList
              notices={notices}
              deletingId={deletingId}
              onEdit={(notice) => openForm({ kind: 'edit', notice })}
              onDelete={(notice) => {
                setPendingDelete(notice);
                setConfirmOpen(true);
              }}
            />
          )}
        </Grid>
        {mode.kind !== 'list' && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
            <NoticeForm
              key={formKey}
              editing={mode.kind === 'edit' ? mode.notice : null}
              saving={saving}
              saveError={saveError}
              onSubmit={(notice) => void save(notice)}
              onCancel={closeForm}
            />
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={confirmOpen}
        title="Delete this notice?"
        text={`“${pendingDelete?.text ?? ''}” will disappear from the site at once and cannot be brought back.`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Container>
  );
}
