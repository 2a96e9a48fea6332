import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TRASH_KEEP_DAYS } from '@school/shared/trash-schemas';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TrashList } from './trash-list';
import { useTrashScreen } from './use-trash-screen';

/** /admin/trash: what staff deleted in the last 30 days, to restore or to delete for good. */
export function TrashPage() {
  useDocumentTitle('Trash · Admin');
  const { list, act, confirm, restore, confirmDelete } = useTrashScreen();
  const { data: items, error } = list;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Trash
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Deleted pages, news, events, galleries, photos and messages stay here for {TRASH_KEEP_DAYS} days, then they are deleted for good.
        Visitors never see them.
      </Alert>
      {error && <LoadErrorAlert message={error} onRetry={() => void list.reload()} />}
      {!error && !items && <LoadingSpinner label="Loading the trash" space={{ minHeight: 200 }} />}
      {items && <TrashList items={items} busy={act.busy} now={new Date()} onRestore={restore} onDelete={confirm.ask} />}
      <ConfirmDialog
        open={confirm.open}
        title={`Delete “${confirm.asked?.title ?? ''}” for good?`}
        text="It cannot be restored after this, and its photos and files are deleted too."
        confirmLabel="Delete for good"
        onCancel={confirm.cancel}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
