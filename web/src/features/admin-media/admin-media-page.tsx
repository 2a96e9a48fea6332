import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
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
  const { galleries, status, error, selected, select, reload, replace, add, remove } = useAdminGalleries();
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
      {status === 'loading' && <LoadingSpinner label="Loading galleries" space={{ minHeight: 200 }} />}
      {status === 'error' && <LoadErrorAlert message={error} onRetry={reload} />}
      {status === 'loaded' && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2.5fr' }, alignItems: 'start' }}>
          <GalleryList galleries={galleries} selectedId={selected?._id ?? null} onSelect={select} />
          {selected && <GalleryPanel key={selected._id} gallery={selected} onChanged={replace} onDeleted={remove} onRestored={reload} />}
        </Box>
      )}
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
