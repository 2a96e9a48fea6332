import { lazy, Suspense, useRef, useState } from 'react';
import type { ShownGallery } from './shown-gallery';

// The lightbox library is its own chunk: most visitors scroll the grid and never open it.
const PhotoLightbox = lazy(() => import('./photo-lightbox'));

/**
 * A photo grid's lightbox (/media and /media/{slug}): `openPhoto` for the grid, `lightbox(gallery)`
 * where it shows. Keyboard users land back on the photo they opened when the lightbox closes.
 */
export function useLightbox() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openPhoto = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenIndex(index);
  };
  const closePhoto = () => {
    setOpenIndex(null);
    opener.current?.focus();
  };
  return {
    openPhoto,
    /** Shuts it without moving the focus: the grid it was opened from is gone (another gallery chosen). */
    forget: () => setOpenIndex(null),
    /** The lightbox over `gallery`'s photos while one is open; nothing otherwise. */
    lightbox: (gallery: ShownGallery) =>
      openIndex !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox gallery={gallery} index={openIndex} onClose={closePhoto} />
        </Suspense>
      ),
  };
}
