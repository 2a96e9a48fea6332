import type { GalleryView } from '@school/shared/gallery-schemas';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Props {
  galleries: GalleryView[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Every gallery, published or not, with its photo count; the open one is marked for screen readers too. */
export function GalleryList({ galleries, selectedId, onSelect }: Props) {
  if (galleries.length === 0) {
    return <Typography sx={{ color: 'text.secondary', p: 2 }}>No galleries yet. Create the first one.</Typography>;
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Galleries" disablePadding>
        {galleries.map((gallery) => (
          <ListItem key={gallery._id} disablePadding>
            <ListItemButton
              selected={gallery._id === selectedId}
              aria-current={gallery._id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(gallery._id)}
            >
              <ListItemText
                primary={gallery.title}
                secondary={`${gallery.category} · ${gallery.images.length} ${gallery.images.length === 1 ? 'photo' : 'photos'}`}
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
  );
}
