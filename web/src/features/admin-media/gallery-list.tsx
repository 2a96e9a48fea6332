import type { GallerySummary } from '@school/shared/gallery-pages';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { LoadMore, NOTHING_YET } from '../../lib/admin/load-more';

interface Props {
  galleries: GallerySummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The search asked ('' for none): the empty list then says nothing matched. */
  searched: string;
  /** The server has galleries after these ("Load more"), and whether they are on their way. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The galleries, published or not, newest first, with their photo count; the open one is marked for screen readers too. */
export function GalleryList({ galleries, selectedId, onSelect, searched, hasMore, loadingMore, onMore }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const more = <LoadMore list={list} count={galleries.length} hasMore={hasMore} loading={loadingMore} onMore={onMore} />;
  if (galleries.length === 0) {
    // A search's page may end before it found a match (the server reads a bounded number per page).
    const text = hasMore ? NOTHING_YET : searched ? `No galleries match “${searched}”.` : 'No galleries yet. Create the first one.';
    return (
      <div>
        <Typography sx={{ color: 'text.secondary', p: 2 }}>{text}</Typography>
        {more}
      </div>
    );
  }
  return (
    <div>
      <Paper variant="outlined">
        <List aria-label="Galleries" disablePadding ref={list}>
          {galleries.map((gallery) => (
            <ListItem key={gallery._id} disablePadding>
              <ListItemButton
                selected={gallery._id === selectedId}
                aria-current={gallery._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(gallery._id)}
              >
                <ListItemText
                  primary={gallery.title}
                  secondary={`${gallery.category} · ${gallery.imageCount} ${gallery.imageCount === 1 ? 'photo' : 'photos'}`}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
                <Chip
                  size="small"
                  label={gallery.isPublished ? 'Published' : 'Draft'}
                  color={gallery.isPublished ? 'success' : 'default'}
                  sx={{ ml: 1 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {more}
    </div>
  );
}
