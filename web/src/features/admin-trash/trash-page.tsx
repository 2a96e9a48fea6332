import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRASH_KEEP_DAYS, TRASH_KIND_LABELS, TRASH_KINDS, type TrashKind } from '@school/shared/trash-schemas';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { useRef } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { LoadMore, NOTHING_YET } from '../../lib/admin/load-more';
import { SearchBox } from '../../lib/admin/search-box';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TrashList } from './trash-list';
import { useTrashScreen } from './use-trash-screen';

/** /admin/trash: what staff deleted in the last 30 days, to restore or to delete for good. */
export function TrashPage() {
  useDocumentTitle('Trash · Admin');
  const { list, search, kind, setKind, act, confirm, restore, confirmDelete } = useTrashScreen();
  const { error } = list;
  const items = list.loading ? undefined : list.items;
  const filtered = search.asked !== '' || kind !== undefined;
  const rows = useRef<HTMLUListElement>(null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        Trash
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Deleted pages, news, events, galleries, photos and messages stay here for {TRASH_KEEP_DAYS} days, then they are deleted for good.
        Visitors never see them.
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 16rem' }}>
          <SearchBox search={search} />
        </Box>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind ?? ''}
          onChange={(event) => setKind(event.target.value === '' ? undefined : (event.target.value as TrashKind))}
          sx={{ minWidth: 160, mb: 2 }}
        >
          <MenuItem value="">Everything</MenuItem>
          {TRASH_KINDS.map((one) => (
            <MenuItem key={one} value={one}>
              {TRASH_KIND_LABELS[one]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* A failed "Load more" keeps the rows shown; its Try again asks for that page again. */}
      {error && <LoadErrorAlert message={error} onRetry={list.items.length > 0 ? list.more : list.restart} sx={{ mb: 2 }} />}
      {!error && !items && <LoadingSpinner label="Loading the trash" space={{ minHeight: 200 }} />}
      {items && (
        <TrashList
          items={items}
          busy={act.busy}
          now={new Date()}
          onRestore={restore}
          onDelete={confirm.ask}
          // A search's page may end before it found a match (the server reads a bounded number per page).
          emptyText={list.hasMore ? NOTHING_YET : filtered ? 'Nothing in the trash matches.' : 'The trash is empty.'}
          listRef={rows}
        />
      )}
      {items && <LoadMore list={rows} count={items.length} hasMore={list.hasMore} loading={list.loadingMore} onMore={list.more} />}
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
