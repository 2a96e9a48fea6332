import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory, type DocumentView } from '@school/shared/document-schemas';
import { useCallback, useRef, useState } from 'react';
import { fetchAdminPage } from './admin-pages';
import { LoadErrorAlert, LoadingSpinner } from './load-states';
import { LoadMore, NOTHING_YET } from './load-more';
import { scheduledText } from './publish-at';
import { longDay } from './school-day';
import { DocumentCategoryFilter } from './document-category-filter';
import { SearchBox } from './search-box';
import { usePagedLoad } from './use-paged-load';
import { useSearchText } from './use-search-text';

/** A document as the picker answers it: `path` is its public page (/documents/{slug}). */
export interface ChosenDocument {
  id: string;
  slug: string;
  title: string;
  path: string;
}

/** A long "Scheduled for …" wraps on a phone instead of running out of the dialog. */
const chipSx = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

/** Where a document stands for visitors: staff must see a draft before they link it, not after parents click. */
export type DocumentStatus = 'published' | 'scheduled' | 'draft';

export function documentStatus(doc: Pick<DocumentView, 'isPublished' | 'publishAt'>, now = Date.now()): DocumentStatus {
  if (!doc.isPublished) return 'draft';
  return doc.publishAt && Date.parse(doc.publishAt) > now ? 'scheduled' : 'published';
}

function StatusChip({ doc }: { doc: DocumentView }) {
  const status = documentStatus(doc);
  // MUI's warning and info colours on a small chip fall short of WCAG contrast: the words carry the state.
  if (status === 'draft') return <Chip size="small" label="Draft: not on the site" sx={{ ...chipSx, fontWeight: 700 }} />;
  if (status === 'scheduled') return <Chip size="small" variant="outlined" label={scheduledText(doc.publishAt ?? '')} sx={chipSx} />;
  return <Chip size="small" color="success" variant="outlined" label="Published" sx={chipSx} />;
}

/** The library a page at a time (the staff list, drafts too), by title and category; a row chooses its document. */
export function DocumentChoices({ onChoose }: { onChoose: (doc: ChosenDocument) => void }) {
  const [category, setCategory] = useState<DocumentCategory | undefined>(undefined);
  const search = useSearchText();
  const q = search.asked;
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) =>
      fetchAdminPage<DocumentView>('/documents', { query: { category, q: q || undefined }, cursor, signal, auth: true }),
    [category, q],
  );
  const list = usePagedLoad(load, { logText: 'Failed to load documents' });
  const rows = useRef<HTMLUListElement>(null);
  const emptyText = q ? `No documents match “${q}”.` : category ? 'No documents in this category.' : 'No documents in the library yet.';

  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, pt: 1 }}>
        <SearchBox search={search} />
        <DocumentCategoryFilter category={category} onChange={setCategory} />
      </Box>
      {list.loading ? (
        <LoadingSpinner label="Loading documents" space={{ py: 4 }} />
      ) : list.error && list.items.length === 0 ? (
        <LoadErrorAlert message={list.error} onRetry={list.restart} />
      ) : list.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography sx={{ color: 'text.secondary' }}>{list.hasMore ? NOTHING_YET : emptyText}</Typography>
        </Box>
      ) : (
        <List ref={rows} aria-label="Documents" sx={{ p: 0 }}>
          {list.items.map((doc) => (
            <ListItem key={doc._id} disablePadding divider>
              <ListItemButton
                onClick={() => onChoose({ id: doc._id, slug: doc.slug, title: doc.title, path: `/documents/${doc.slug}` })}
                sx={{ display: 'block', py: 1.25 }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {DOCUMENT_CATEGORY_LABELS[doc.category]} · issued {longDay(doc.dateIssued)}
                </Typography>
                <StatusChip doc={doc} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {list.error && list.items.length > 0 && <LoadErrorAlert message={list.error} onRetry={list.more} sx={{ mt: 2 }} />}
      <LoadMore list={rows} count={list.items.length} hasMore={list.hasMore} loading={list.loadingMore} onMore={list.more} />
    </>
  );
}
