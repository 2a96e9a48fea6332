import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TRASH_KEEP_DAYS, TRASH_KIND_LABELS, type TrashItemView } from '@school/shared/trash-schemas';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deleteForGood, listTrash, restoreItem } from './trash-api';
import { TrashList } from './trash-list';

/** /admin/trash: what staff deleted in the last 30 days, to restore or to delete for good. */
export function TrashPage() {
  useDocumentTitle('Trash · Admin');
  const { enqueueSnackbar } = useSnackbar();
  const [items, setItems] = useState<TrashItemView[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The dialog keeps its text while it fades out, so `asked` outlives `confirming`.
  const [asked, setAsked] = useState<TrashItemView | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listTrash(controller.signal)
      .then((list) => {
        setItems(list);
        setError('');
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(cause, 'Failed to load the trash. Please try again.'));
      });
    return () => controller.abort();
  }, [attempt]);

  const act = async (item: TrashItemView, action: 'restore' | 'delete') => {
    setBusyId(item._id);
    try {
      await (action === 'restore' ? restoreItem(item._id) : deleteForGood(item._id));
      setItems((list) => list?.filter((one) => one._id !== item._id) ?? null);
      const what = `${TRASH_KIND_LABELS[item.kind]} “${item.title}”`;
      enqueueSnackbar(action === 'restore' ? `${what} restored` : `${what} deleted for good`, { variant: 'success' });
    } catch (cause) {
      enqueueSnackbar(errorMessage(cause, 'That did not work. Please try again.'), { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Trash
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Deleted pages, news, events, galleries, photos and messages stay here for {TRASH_KEEP_DAYS} days, then they are deleted for good.
        Visitors never see them.
      </Alert>
      {error && <LoadErrorAlert message={error} onRetry={() => setAttempt((n) => n + 1)} />}
      {!error && items === null && <LoadingSpinner label="Loading the trash" space={{ minHeight: 200 }} />}
      {items && (
        <TrashList
          items={items}
          busyId={busyId}
          now={new Date()}
          onRestore={(item) => void act(item, 'restore')}
          onDelete={(item) => {
            setAsked(item);
            setConfirming(true);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete “${asked?.title ?? ''}” for good?`}
        text="It cannot be restored after this, and its photos and files are deleted too."
        confirmLabel="Delete for good"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (asked) void act(asked, 'delete');
        }}
      />
    </Container>
  );
}
