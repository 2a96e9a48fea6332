import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NoticeForm } from './notice-form';
import { NoticesList } from './notices-list';
import { useNoticesScreen } from './use-notices-screen';

/** /admin/notices: the banner at the top of every public page, posted for a stretch of India time. */
export function AdminNoticesPage() {
  useDocumentTitle('Notices · Admin');
  const { list, panel, save, remove, confirm, submit, confirmDelete } = useNoticesScreen();
  const { loading, error } = list;

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
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => panel.open({ kind: 'create' })} disabled={save.saving}>
              New notice
            </Button>
          </Box>
          {loading && <LoadingSpinner label="Loading the notices" space={{ py: 8 }} />}
          {!loading && error && <LoadErrorAlert message={error} onRetry={() => void list.reload()} />}
          {!loading && !error && (
            <NoticesList
              notices={list.data ?? []}
              deleting={remove.busy}
              onEdit={(item) => panel.open({ kind: 'edit', item })}
              onDelete={confirm.ask}
            />
          )}
        </Grid>
        {panel.mode.kind !== 'list' && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
            <NoticeForm
              key={panel.formKey}
              editing={panel.editing}
              saving={save.saving}
              saveError={save.error}
              onSubmit={(notice, notify) => void submit(notice, notify)}
              onCancel={panel.close}
            />
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={confirm.open}
        title="Delete this notice?"
        text={`“${confirm.asked?.text ?? ''}” will disappear from the site at once and cannot be brought back.`}
        onConfirm={() => void confirmDelete()}
        onCancel={confirm.cancel}
      />
    </Container>
  );
}
