import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EventItem } from '@school/shared/event-schemas';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { NewsAdminList } from './news-admin-list';
import { NewsItemForm } from './news-item-form';
import { TAB_TYPE, useNewsScreen, type Tab } from './use-news-screen';

/** /admin/news: the News & Events screen (spec: list on the left two-thirds, form panel on the right). */
export function AdminNewsPage() {
  const { tab, list, panel, save, remove, confirm, ...act } = useNewsScreen();
  const { mode } = panel;
  const { loading, error } = list;
  const deleteError = remove.error;

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
            if (next) act.showTab(next);
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
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => panel.open({ kind: 'create' })} disabled={save.saving}>
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
                items={list.data ?? []}
                deleting={remove.busy}
                emptyText={tab === 'news' ? 'No news yet. Add the first item.' : 'No events yet. Add the first event.'}
                onEdit={(item) => panel.open({ kind: 'edit', item })}
                onDelete={confirm.ask}
              />
            )
          )}
        </Grid>
        {formOpen && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
            <NewsItemForm
              key={panel.formKey}
              editing={panel.editing}
              presetType={TAB_TYPE[tab]}
              saving={save.saving}
              saveError={save.error}
              onSubmit={(values, image) => void act.submit(values, image)}
              onCancel={panel.close}
            />
            {mode.kind === 'edit' && <RevisionsButton<EventItem> kind="event" itemId={mode.item._id} onRestored={act.restored} />}
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={confirm.open}
        title={`Delete “${confirm.asked?.title ?? ''}”?`}
        text={withTrashNote('Are you sure you want to delete this item?')}
        onConfirm={() => void act.confirmDelete()}
        onCancel={confirm.cancel}
      />
    </Container>
  );
}
