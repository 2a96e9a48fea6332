import type { GalleryView } from '@shared/gallery-schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface Props {
  galleries: GalleryView[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** One button per gallery title; aria-pressed tells screen readers which one is shown. */
export function GalleryPicker({ galleries, selectedId, onSelect }: Props) {
  return (
    <Stack
      component="nav"
      aria-label="Galleries"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: { xs: 3, md: 5 } }}
    >
      {galleries.map((gallery) => {
        const selected = gallery._id === selectedId;
        return (
          <Button
            key={gallery._id}
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onSelect(gallery._id)}
          >
            {gallery.title}
          </Button>
        );
      })}
    </Stack>
  );
}
