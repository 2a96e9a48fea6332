import type { GalleryImageView } from '@school/shared/gallery-schemas';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

interface Props {
  galleryTitle: string;
  images: GalleryImageView[];
  onOpen: (imageId: string) => void;
}

export const altOf = (image: GalleryImageView, galleryTitle: string, index: number) =>
  image.alt.trim() || image.caption.trim() || `${galleryTitle}, photo ${index + 1}`;

/** The gallery's photos in their order; each opens its details (caption, alt text, order, copy, delete). */
export function AdminImageGrid({ galleryTitle, images, onOpen }: Props) {
  if (images.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No photos yet. Upload some above.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Photos in this gallery"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {images.map((image, index) => {
        const alt = altOf(image, galleryTitle, index);
        const label = `Photo ${index + 1}: ${image.caption || 'No caption'}`;
        return (
          <li key={image._id}>
            <ButtonBase
              onClick={() => onOpen(image._id)}
              aria-label={`${label}, open details`}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                borderRadius: 2,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box
                component="img"
                src={image.variants[0]?.url ?? image.url}
                width={image.width}
                height={image.height}
                alt={alt}
                loading="lazy"
                sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
              <Typography
                variant="caption"
                component="p"
                noWrap
                sx={{ px: 1, py: 0.5, color: image.caption ? 'text.primary' : 'text.secondary' }}
              >
                {label}
              </Typography>
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
