import type { GalleryImageView } from '@shared/gallery-schemas';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { altOf, FIRST_SCREEN_PHOTOS, GRID_SIZES, srcSetOf } from './image-sources';

interface Props {
  galleryTitle: string;
  images: GalleryImageView[];
  onOpen: (index: number) => void;
}

/**
 * The selected gallery's photos: 3 columns on large screens, 2 on phones. Each tile is a button
 * that opens the lightbox; its caption slides in on hover and on keyboard focus, and stays shown
 * on touch screens, which have no hover.
 */
export function PhotoGrid({ galleryTitle, images, onOpen }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {images.map((image, index) => {
        const alt = altOf(image, galleryTitle, index);
        return (
          <li key={image._id}>
            <ButtonBase
              onClick={() => onOpen(index)}
              // The name holds the caption too: on touch screens it is always visible, and a button's
              // name should contain the text it shows.
              aria-label={`${alt}${image.caption && image.caption !== alt ? `, ${image.caption}` : ''}: view larger`}
              sx={{
                position: 'relative',
                display: 'block',
                width: '100%',
                aspectRatio: '4 / 3',
                overflow: 'hidden',
                borderRadius: 2,
                bgcolor: '#eadfd3',
                '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform .3s ease' },
                '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.04)' },
                '&:hover .caption, &.Mui-focusVisible .caption, &:focus .caption': { opacity: 1, transform: 'none' },
                '@media (hover: none)': { '& .caption': { opacity: 1, transform: 'none' } },
              }}
            >
              <img
                src={image.url}
                srcSet={srcSetOf(image)}
                sizes={GRID_SIZES}
                width={image.width}
                height={image.height}
                alt={alt}
                // Lazy loading waits for layout, so it would hold back the first screen's photos.
                loading={index < FIRST_SCREEN_PHOTOS ? 'eager' : 'lazy'}
                fetchPriority={index < FIRST_SCREEN_PHOTOS ? 'high' : 'auto'}
                decoding="async"
              />
              {image.caption && (
                <Box
                  className="caption"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    insetInline: 0,
                    bottom: 0,
                    p: { xs: 1, sm: 1.5 },
                    color: '#fff',
                    textAlign: 'left',
                    fontSize: { xs: '0.8rem', sm: '0.95rem' },
                    fontWeight: 600,
                    background: 'linear-gradient(transparent, rgba(20, 12, 8, 0.85))',
                    opacity: 0,
                    transform: 'translateY(8px)',
                    transition: 'opacity .2s ease, transform .2s ease',
                  }}
                >
                  {image.caption}
                </Box>
              )}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
