import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@school/shared/content-schemas';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { useUndoToast, withTrashNote } from '../../lib/admin/trash-undo';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deletePage } from './content-api';
import { NotAuthorised } from './not-authorised';
import { PageDetail } from './page-detail';
import { PageForm } from './page-form';
import { PageList } from './page-list';
import { PagePreview } from './page-preview';
import { usePageList } from './use-page-list';

const DELETE_ERROR = 'Failed to delete content. Please try again.';
const STAFF_ROLES = ['admin', 'superadmin'];

type Mode = 'list' | 'view' | 'edit' | 'new' | 'preview';

interface Props {
  /** The signed-in member's role, as the admin layout last heard it from the server (GET /auth/me). */
  role: string | undefined;
  /** Renders a page exactly as /pages/{slug} does (composed in app/, from the public pages feature). */
  renderPage: (page: ContentItem) => ReactNode;
}

/** /admin/content: the page list on the left; details, the form or a preview on the right. */
export function ContentAdminPage({ role, renderPage }: Props) {
  useDocumentTitle('Content · Admin');
  if (!role || !STAFF_ROLES.includes(role)) return <NotAuthorised />;
  return <ContentManager renderPage={renderPage} />;
}

function ContentManager({ renderPage }: Pick<Props, 'renderPage'>) {
  const { enqueueSnackbar } = useSnackbar();
  const undoToast = useUndoToast();
  const [query, setQuery] = useState('');
  const { pages, loadError, upsert, remove, retry } = usePageList(query);
  const [mode, setMode] = useState<Mode>('list');
  const [selected, setSelected] = useState<ContentItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Counts restores of a revision: each one opens the form afresh with the restored values.
  const [restores, setRestores] = useState(0);

  const show = (page: ContentItem, next: Mode = 'view') => {
    setSelected(page);
    setMode(next);
  };
  const saved = (page: ContentItem) => {
    upsert(page);
    setSelected(page);
  };

  const confirmDelete = async () => {
    if (!selected) return;
    setDeleting(true);
    try {
      await deletePage(selected._id);
      remove(selected._id);
      setSelected(null);
      setMode('list');
      setConfirming(false);
      undoToast('Content deleted', selected._id, retry);
    } catch (error) {
      console.error('Deleting content failed', error);
      enqueueSnackbar(DELETE_ERROR, { variant: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  let panel: ReactNode;
  if (mode === 'new' || (mode === 'edit' && selected)) {
    const editing = mode === 'edit' ? selected : null;
    panel = (
      <PageForm
        key={`${editing?._id ?? 'new'}:${restores}`}
        page={editing}
        onSaved={saved}
        onDone={(page) => {
          show(page);
          enqueueSnackbar('Content saved', { variant: 'success' });
        }}
        onCancel={() => setMode(selected && mode === 'edit' ? 'view' : 'list')}
      />
    );
    if (editing) {
      panel = (
        <>
          {panel}
          <RevisionsButton<ContentItem>
            kind="page"
            itemId={editing._id}
            onRestored={(page) => {
              saved(page);
              setRestores((count) => count + 1);
              enqueueSnackbar('Version restored', { variant: 'success' });
            }}
          />
        </>
      );
    }
  } else if (mode === 'preview' && selected) {
    panel = (
      <PagePreview page={selected} onBack={() => setMode('view')} onEdit={() => setMode('edit')}>
        {renderPage(selected)}
      </PagePreview>
    );
  } else if (mode === 'view' && selected) {
    panel = (
      <PageDetail
        page={selected}
        onBack={() => setMode('list')}
        onEdit={() => setMode('edit')}
        onPreview={() => setMode('preview')}
        onDelete={() => setConfirming(true)}
      />
    );
  } else {
    panel = (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
        <Typography>Choose a page on the left to see it, or create a new one.</Typography>
      </Paper>
    );
  }
  // Phones have room for one column: the list, or what was opened from it.
  const listOpen = mode === 'list';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Content
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: listOpen ? 'block' : 'none', md: 'block' } }}>
          <PageList
            pages={pages}
            loadError={loadError}
            query={query}
            selectedId={selected?._id ?? null}
            onQueryChange={setQuery}
            onSelect={(id) => {
              const page = pages?.find((p) => p._id === id);
              if (page) show(page);
            }}
            onNew={() => {
              setSelected(null);
              setMode('new');
            }}
            onRetry={retry}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: { xs: listOpen ? 'none' : 'block', md: 'block' } }}>
          {panel}
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title={`Delete “${selected?.title ?? ''}”?`}
        text={withTrashNote('Are you sure you want to delete this content?')}
        busy={deleting}
        busyLabel="Deleting..."
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Container>
  );
}
