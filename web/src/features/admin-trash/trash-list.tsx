import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { daysLeft, TRASH_KIND_LABELS, type TrashItemView } from '@school/shared/trash-schemas';
import type { RefObject } from 'react';
import { formatDeletedAt } from './trash-api';

interface Props {
  items: TrashItemView[];
  /** True for a row whose restore or delete is on its way. */
  busy: (id: string) => boolean;
  now: Date;
  onRestore: (item: TrashItemView) => void;
  onDelete: (item: TrashItemView) => void;
  /** What an empty list says: the trash is empty, or nothing matches the search and kind. */
  emptyText: string;
  /** The list's element, for "Load more" under it (the page's). */
  listRef: RefObject<HTMLUListElement | null>;
}

const daysText = (days: number) => (days === 0 ? 'Deleted for good today' : days === 1 ? '1 day left' : `${days} days left`);

/** One row per deleted thing: its kind and title, who deleted it and when, the days left, Restore and Delete for good. */
export function TrashList({ items, busy: isBusy, now, onRestore, onDelete, emptyText, listRef }: Props) {
  if (items.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{emptyText}</Typography>;
  }
  return (
    <Box component="ul" ref={listRef} aria-label="Deleted items" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => {
        const busy = isBusy(item._id);
        const label = `${TRASH_KIND_LABELS[item.kind]}: ${item.title}`;
        return (
          <Box
            component="li"
            key={item._id}
            data-testid="trash-row"
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={TRASH_KIND_LABELS[item.kind]} />
              <Chip size="small" color="warning" variant="outlined" label={daysText(daysLeft(item.purgeAt, now))} />
            </Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Deleted by {item.deletedBy.name || item.deletedBy.email} on {formatDeletedAt(item.deletedAt)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<RestoreIcon />}
                disabled={busy}
                onClick={() => onRestore(item)}
                aria-label={`Restore ${label}`}
              >
                Restore
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteForeverIcon />}
                disabled={busy}
                onClick={() => onDelete(item)}
                aria-label={`Delete for good ${label}`}
              >
                Delete for good
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
