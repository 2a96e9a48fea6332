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
import { SearchBox } from '../../lib/admin/search-box';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { NewsAdminList } from './news-admin-list';
import { NewsItemForm } from './news-item-form';
import { TAB_TYPE, useNewsScreen, type Tab } from './use-news-screen';

const TEXTS: Record<Tab, { subtitle: string; heading: string; add: string; empty: string }> = {
  all: {
    subtitle: 'Manage your school news and events',
    heading: 'All News & Events',
    add: 'Add News',
    empty: 'No news or events yet. Add the first item.',
  },
  news: { subtitle: 'Manage your school news', heading: 'All News', add: 'Add News', empty: 'No news yet. Add the first item.' },
  events: { subtitle: 'Manage your school events', heading: 'All Events', add: 'Add Event', empty: 'No events yet. Add the first event.' },
};

/** /admin/news: the News & Events screen (spec: list on the left two-thirds, form panel on the right). */
export function AdminNewsPage() {
  const { tab, search, list, panel, save, remove, confirm, ...act } = useNewsScreen();
  const { mode } = panel;
  const { loading, error } = list;
  const texts = TEXTS[tab];
  const searched = search.asked;

  const listHeading = mode.kind === 'edit' ? 'Edit Item' : texts.heading;
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
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="news">News</ToggleButton>
          <ToggleButton value="events">Events</ToggleButton>
        </ToggleButtonGroup>
        <Typography sx={{ color: 'text.secondary' }}>{texts.subtitle}</Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="news-list-heading">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography id="news-list-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
              {listHeading}
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => panel.open({ kind: 'create' })} disabled={save.saving}>
              {texts.add}
            </Button>
          </Box>
          <SearchBox search={search} />
          {(error || remove.error) && (
            <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
              {error || remove.error}
            </Alert>
          )}
          {loading ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <Typography>Loading...</Typography>
            </Box>
          ) : error && list.items.length === 0 ? (
            // Nothing to show but the failure: the banner says why, this asks again.
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <Button variant="outlined" onClick={list.restart}>
                Try again
              </Button>
            </Box>
          ) : (
            <NewsAdminList
              items={list.items}
              deleting={remove.busy}
              emptyText={searched ? `No news or events match “${searched}”.` : texts.empty}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onMore={list.more}
              onEdit={(item) => panel.open({ kind: 'edit', item })}
              onDelete={confirm.ask}
            />
          )}
        </Grid>
        {formOpen && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: -1, md: 0 } }}>
            <NewsItemForm
              key={panel.formKey}
              editing={panel.editing}
              presetType={TAB_TYPE[tab] ?? 'news'}
              saving={save.saving}
              saveError={save.error}
              onSubmit={(values, image, notify) => void act.submit(values, image, notify)}
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
