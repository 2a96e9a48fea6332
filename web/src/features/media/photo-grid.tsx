import type { GalleryImageView } from '@school/shared/gallery-schemas';
import { altOf, FIRST_SCREEN_PHOTOS, GRID_SIZES, srcSetOf } from './image-sources';
import styles from './photo-grid.module.css';

interface Props {
  galleryTitle: string;
  images: GalleryImageView[];
  onOpen: (index: number) => void;
}

/**
 * The selected gallery's photos: 3 columns on large screens, 2 on phones. Each tile is a button
 * that opens the lightbox; its caption slides in on hover and on keyboard focus, and stays shown
 * on touch screens, which have no hover. Each tile keeps a 4:3 box whether or not its photo has
 * arrived, so the grid never moves as photos load.
 */
export function PhotoGrid({ galleryTitle, images, onOpen }: Props) {
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => {
        const alt = altOf(image, galleryTitle, index);
        return (
          <li key={image._id}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => onOpen(index)}
              // The name holds the caption too: on touch screens it is always visible, and a button's
              // name should contain the text it shows.
              aria-label={`${alt}${image.caption && image.caption !== alt ? `, ${image.caption}` : ''}: view larger`}
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
                <span className={styles.caption} aria-hidden>
                  {image.caption}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
