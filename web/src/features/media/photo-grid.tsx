import { useT } from '../../lib/i18n/i18n';
import { StoredImage } from '../../lib/ui/stored-image';
import { FIRST_SCREEN_PHOTOS, GRID_SIZES } from './image-sources';
import styles from './photo-grid.module.css';
import type { ShownPhoto } from './shown-gallery';

interface Props {
  photos: ShownPhoto[];
  onOpen: (index: number) => void;
}

/**
 * The selected gallery's photos: 3 columns on large screens, 2 on phones. Each tile is a button
 * that opens the lightbox; its caption slides in on hover and on keyboard focus, and stays shown
 * on touch screens, which have no hover. Each tile keeps a 4:3 box whether or not its photo has
 * arrived, so the grid never moves as photos load.
 */
export function PhotoGrid({ photos, onOpen }: Props) {
  const t = useT();
  return (
    <ul className={styles.grid}>
      {photos.map(({ image, alt, caption }, index) => (
        <li key={image._id}>
          <button
            type="button"
            className={styles.tile}
            onClick={() => onOpen(index)}
            // The name holds the caption too: on touch screens it is always visible, and a button's
            // name should contain the text it shows.
            aria-label={t('{photo}: view larger', {
              photo: caption.text && caption.text !== alt.text ? `${alt.text}, ${caption.text}` : alt.text,
            })}
          >
            <StoredImage
              image={image}
              sizes={GRID_SIZES}
              alt={alt.text}
              // English standing in for a missing translation is marked so (read aloud as English).
              lang={alt.lang}
              // Lazy loading waits for layout, so it would hold back the first screen's photos.
              loading={index < FIRST_SCREEN_PHOTOS ? 'eager' : 'lazy'}
              fetchPriority={index < FIRST_SCREEN_PHOTOS ? 'high' : 'auto'}
              decoding="async"
            />
            {caption.text && (
              <span className={styles.caption} lang={caption.lang} aria-hidden>
                {caption.text}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
