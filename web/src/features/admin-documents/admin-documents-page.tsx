import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DOCUMENT_CATEGORY_LABELS, type DocumentView } from '@school/shared/document-schemas';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { DocumentCategoryFilter } from '../../lib/admin/document-category-filter';
import { SearchBox } from '../../lib/admin/search-box';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { DocumentForm } from './document-form';
import { DocumentUploader } from './document-uploader';
import { DocumentsAdminList } from './documents-admin-list';
import { useDocumentsScreen } from './use-documents-screen';

/** /admin/documents: upload circulars, forms and certificates; the library a page at a time; one document's form beside it. */
export function AdminDocumentsPage() {
  const { category, search, list, panel, save, remove, confirm, ...act } = useDocumentsScreen();
  const { mode } = panel;
  const searched = search.asked;
  const emptyText = searched
    ? `No documents match “${searched}”.`
    : category
      ? `No ${DOCUMENT_CATEGORY_LABELS[category].toLowerCase()} documents yet.`
      : 'No documents yet. Upload the first one.';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        Documents
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        Circulars, fee lists, forms and certificates for parents to read and download
      </Typography>
      <DocumentUploader onUploaded={act.uploaded} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: mode.kind === 'edit' ? 7 : 12 }} component="section" aria-labelledby="documents-list-heading">
          <Typography id="documents-list-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            All Documents
          </Typography>
          <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <SearchBox search={search} />
            <DocumentCategoryFilter category={category} onChange={act.showCategory} />
          </Box>
          {(list.error || remove.error) && (
            <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
              {list.error || remove.error}
            </Alert>
          )}
          {list.loading ? (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <Typography>Loading...</Typography>
            </Box>
          ) : list.error && list.items.length === 0 ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <Button variant="outlined" onClick={list.restart}>
                Try again
              </Button>
            </Box>
          ) : (
            <DocumentsAdminList
              items={list.items}
              deleting={remove.busy}
              emptyText={emptyText}
              hasMore={list.hasMore}
              loadingMore={list.loadingMore}
              onMore={list.more}
              onEdit={(doc) => panel.open({ kind: 'edit', item: doc })}
              onDelete={confirm.ask}
            />
          )}
        </Grid>
        {mode.kind === 'edit' && (
          // On a phone the form comes first, so staff see what they just opened.
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
            <DocumentForm
              key={panel.formKey}
              doc={mode.item}
              saving={save.saving}
              saveError={save.error}
              onSubmit={(values, file, notify) => void act.submit(values, file, notify)}
              onCancel={panel.close}
            />
            <RevisionsButton<DocumentView> kind="document" itemId={mode.item._id} onRestored={act.restored} />
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={confirm.open}
        title={`Delete “${confirm.asked?.title ?? ''}”?`}
        text={withTrashNote('Are you sure you want to delete this document?')}
        onConfirm={() => void act.confirmDelete()}
        onCancel={confirm.cancel}
      />
    </Container>
  );
}
