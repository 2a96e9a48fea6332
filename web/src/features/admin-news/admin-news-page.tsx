import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EventItem, EventType } from '@school/shared/event-schemas';
import { useSnackbar, type VariantType } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { saveErrorText } from '../../lib/api-error';
import { useUndoToast, withTrashNote } from '../../lib/admin/trash-undo';
import { createItem, deleteItem, updateItem } from './admin-news-api';
import { toFormData, type FormValues, type ImageChoice } from './form-values';
import { NewsAdminList } from './news-admin-list';
import { NewsItemForm } from './news-item-form';
import { useAdminItems } from './use-admin-items';

type Tab = 'news' | 'events';
type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; item: EventItem };

const TAB_TYPE: Record<Tab, EventType> = { news: 'news', events: 'event' };
const SAVE_FAILED = 'Failed to save. Please try again.';
const DELETE_FAILED = 'Failed to delete. Please try again.';

/** /admin/news: the News & Events screen (spec: list on the left two-thirds, form panel on the right). */
export function AdminNewsPage() {
  const [tab, setTab] = useState<Tab>('news');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<EventItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const { items, loading, error, reload } = useAdminItems(TAB_TYPE[tab]);
  const { enqueueSnackbar } = useSnackbar();
  const undoToast = useUndoToast();

  // Spec: toasts bottom-right, 3000 ms, newest on top (notistack stacks bottom toasts upwards).
  const toast = (message: string, variant: VariantType) =>
    enqueueSnackbar(message, { variant, autoHideDuration: 3000, anchorOrigin: { vertical: 'bottom', horizontal: 'right' } });

  const openForm = (next: Mode) => {
    setMode(next);
    setSaveError('');
    setFormKey((key) => key + 1); // a fresh form (cleared, or prefilled from the item)
  };
  const closeForm = () => {
    setMode({ kind: 'list' });
    setSaveError('');
  };

  const handleSubmit = async (values: FormValues, image: ImageChoice) => {
    setSaving(true);
    setSaveError('');
    try {
      const form = toFormData(values, image, mode.kind === 'edit' ? mode.item.version : undefined);
      if (mode.kind === 'edit') await updateItem(mode.item._id, form);
      else await createItem(form);
      toast(mode.kind === 'edit' ? 'Item updated successfully!' : 'Item created successfully!', 'success');
      closeForm();
      await reload();
    } catch (failure) {
      console.error('Failed to save news item', failure);
      // A 409 says someone else saved the item since it was opened: their words tell staff to reload.
      const text = saveErrorText(failure, SAVE_FAILED);
      setSaveError(text);
      toast(text, 'error');
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    const item = pendingDelete;
    setConfirmOpen(false);
    if (!item) return;
    setDeleteError('');
    setDeletingIds((ids) => new Set(ids).add(item._id));
    try {
      await deleteItem(item._id);
      undoToast('Item deleted successfully!', item._id, () => void reload());
      if (mode.kind === 'edit' && mode.item._id === item._id) closeForm();
      await reload();
    } catch (failure) {
      console.error('Failed to delete news item', failure);
      setDeleteError(DELETE_FAILED);
      toast(DELETE_FAILED, 'error');
    } finally {
      setDeletingIds((ids) => {
        const next = new Set(ids);
        next.delete(item._id);
        return next;
      });
    }
  };

  const listHeading = mode.kind === 'edit' ? 'Edit Item' : tab === 'news' ? 'All News' : 'All Events';
  const formOpen = mode.kind !== 'list';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        News & Events
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1, mb: 3 }}>
        <ToggleButtonGroup
          value={tab}
          exclusive
          color="primary"
          aria-label="Show news or events"
          onChange={(_event, next: Tab | null) => {
            if (!next || saving) return;
            setTab(next);
            closeForm();
            setDeleteError('');
          }}
        >
          <ToggleButton value="news">News</ToggleButton>
          <ToggleButton value="events">Events</ToggleButton>
        </ToggleButtonGroup>
        <Typography sx={{ color: 'text.secondary' }}>{tab === 'news' ? 'Manage your school news' : 'Manage your school events'}</Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="news-list-heading">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography id="news-list-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
              {listHeading}
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm({ kind: 'create' })} disabled={saving}>
              {tab === 'news' ? 'Add News' : 'Add Event'}
            </Button>
          </Box>
          {(error || deleteError) && (
            <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
              {error || deleteError}
            </Alert>
          )}
          {loading ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <Typography>Loading...</Typography>
            </Box>
          ) : (
            !error && (
              <NewsAdminList
                items={items}
                deletingIds={deletingIds}
                emptyText={tab === 'news' ? 'No news yet. Add the first item.' : 'No events yet. Add the first event.'}
                onEdit={(item) => openForm({ kind: 'edit', item })}
                onDelete={(item) => {
                  setPendingDelete(item);
                  setConfirmOpen(true);
                }}
              />
            )
          )}
        </Grid>
        {formOpen && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
            <NewsItemForm
              key={formKey}
              editing={mode.kind === 'edit' ? mode.item : null}
              presetType={TAB_TYPE[tab]}
              saving={saving}
              saveError={saveError}
              onSubmit={(values, image) => void handleSubmit(values, image)}
              onCancel={closeForm}
            />
            {mode.kind === 'edit' && (
              <RevisionsButton<EventItem>
                kind="event"
                itemId={mode.item._id}
                onRestored={(item) => {
                  // The form reopens with the restored values (and the version they were saved as).
                  openForm({ kind: 'edit', item });
                  toast('Version restored', 'success');
                  void reload();
                }}
              />
            )}
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={confirmOpen}
        title={`Delete “${pendingDelete?.title ?? ''}”?`}
        text={withTrashNote('Are you sure you want to delete this item?')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </Container>
  );
}
