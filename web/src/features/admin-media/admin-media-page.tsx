import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { SearchBox } from '../../lib/admin/search-box';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createGallery } from './gallery-admin-api';
import { GalleryDetailsDialog } from './gallery-details-dialog';
import { GalleryList } from './gallery-list';
import { GalleryPanel } from './gallery-panel';
import { failureText, TEXT } from './messages';
import { useAdminGalleries } from './use-admin-galleries';

/** /admin/media: the galleries on the left (above on phones), the open gallery beside them. */
export function AdminMediaPage() {
  useDocumentTitle('Media Library · Admin');
  const { enqueueSnackbar } = useSnackbar();
  const { list, search, status, error, chosenId, selected, openState, select, reload, replace, add, remove } = useAdminGalleries();
  const [creating, setCreating] = useState(false);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Media Library
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New gallery
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2.5fr' }, alignItems: 'start' }}>
        <div>
          <SearchBox search={search} />
          {status === 'loading' && <LoadingSpinner label="Loading galleries" space={{ minHeight: 200 }} />}
          {/* A failed "Load more" keeps the rows shown; its Try again asks for that page again. */}
          {error && <LoadErrorAlert message={error} onRetry={status === 'error' ? reload : list.more} sx={{ mb: 2 }} />}
          {status === 'loaded' && (
            <GalleryList
              galleries={list.items}
              selectedId={chosenId}
              onSelect={select}
              searched={search.asked}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onMore={list.more}
            />
          )}
        </div>
        {status === 'loaded' && openState.loading && <LoadingSpinner label="Loading the gallery" space={{ minHeight: 200 }} />}
        {status === 'loaded' && openState.error && <LoadErrorAlert message={openState.error} onRetry={openState.retry} />}
        {selected && <GalleryPanel key={selected._id} gallery={selected} onChanged={replace} onDeleted={remove} onRestored={reload} />}
      </Box>
      <GalleryDetailsDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (input) => {
          try {
            add(await createGallery(input));
            enqueueSnackbar('Gallery created', { variant: 'success' });
          } catch (cause) {
            console.error('Creating a gallery failed', cause);
            throw new Error(failureText(TEXT.createFailed, cause), { cause });
          }
        }}
      />
    </Container>
  );
}
