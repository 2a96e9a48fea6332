import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@school/shared/content-schemas';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotAuthorised } from './not-authorised';
import { PageDetail } from './page-detail';
import { PageForm } from './page-form';
import { PageList } from './page-list';
import { PagePreview } from './page-preview';
import { useContentScreen } from './use-content-screen';

const STAFF_ROLES = ['admin', 'superadmin'];

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
  const { list, mode, setMode, selected, confirming, setConfirming, deleting, restores, ...act } = useContentScreen();

  let panel: ReactNode;
  if (mode === 'new' || (mode === 'edit' && selected)) {
    const editing = mode === 'edit' ? selected : null;
    panel = (
      <PageForm
        key={`${editing?._id ?? 'new'}:${restores}`}
        page={editing}
        onSaved={act.saved}
        onDone={act.done}
        onCancel={() => setMode(selected && mode === 'edit' ? 'view' : 'list')}
      />
    );
    if (editing) {
      panel = (
        <>
          {panel}
          <RevisionsButton<ContentItem> kind="page" itemId={editing._id} onRestored={act.restored} />
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
            pages={list.pages}
            loadError={list.loadError}
            search={list.search}
            status={list.status}
            onStatusChange={list.setStatus}
            selectedId={selected?._id ?? null}
            onSelect={act.select}
            onNew={act.startNew}
            onRetry={list.tryAgain}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={list.more}
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
        onConfirm={() => void act.confirmDelete()}
      />
    </Container>
  );
}
