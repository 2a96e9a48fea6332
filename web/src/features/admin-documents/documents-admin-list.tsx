import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DISCLOSURE_ITEM_NAMES } from '@school/shared/disclosure-items';
import { DOCUMENT_CATEGORY_LABELS, UNREADABLE_SCAN_MESSAGE, type DocumentView } from '@school/shared/document-schemas';
import { useRef } from 'react';
import { LoadMore, NOTHING_YET } from '../../lib/admin/load-more';
import { ScheduledBadge } from '../../lib/admin/publish-at';
import { RowActions } from '../../lib/admin/row-actions';
import { fileSummary } from './document-file-text';
import { longDay } from '../../lib/admin/school-day';

interface Props {
  items: DocumentView[];
  deleting: (id: string) => boolean;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onEdit: (doc: DocumentView) => void;
  onDelete: (doc: DocumentView) => void;
}

/** Rows: title, category, date, file, a scan's warning, Edit and Delete; "Load more" under them. */
export function DocumentsAdminList({ items, deleting: isDeleting, emptyText, hasMore, loadingMore, onMore, onEdit, onDelete }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const more = <LoadMore list={list} count={items.length} hasMore={hasMore} loading={loadingMore} onMore={onMore} />;
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography sx={{ color: 'text.secondary' }}>{hasMore ? NOTHING_YET : emptyText}</Typography>
        {more}
      </Box>
    );
  }
  return (
    <>
      <Box component="ul" ref={list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((doc) => {
          const deleting = isDeleting(doc._id);
          return (
            <Box
              component="li"
              key={doc._id}
              data-testid="document-admin-row"
              tabIndex={-1}
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                gap: 2,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5, overflowWrap: 'anywhere' }}>
                  {doc.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  Issued {longDay(doc.dateIssued)}
                  {doc.validUntil ? ` · valid until ${longDay(doc.validUntil)}` : ''} · {fileSummary(doc.file)}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Chip label={DOCUMENT_CATEGORY_LABELS[doc.category]} size="small" variant="outlined" />
                  {doc.disclosure && (
                    <Chip
                      label={`Disclosure: ${DISCLOSURE_ITEM_NAMES[doc.disclosure]}`}
                      size="small"
                      color="secondary"
                      variant="outlined"
                      sx={{ maxWidth: '100%' }}
                    />
                  )}
                  {!doc.isPublished && <Chip label="Draft" size="small" />}
                  <ScheduledBadge publishAt={doc.publishAt} />
                </Box>
                {doc.unreadableScan && (
                  <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', color: 'warning.dark', mt: 1 }}>
                    <WarningAmberIcon fontSize="small" aria-hidden />
                    {UNREADABLE_SCAN_MESSAGE}
                  </Typography>
                )}
              </Box>
              <RowActions title={doc.title} deleting={deleting} onEdit={() => onEdit(doc)} onDelete={() => onDelete(doc)} />
            </Box>
          );
        })}
      </Box>
      {more}
    </>
  );
}
