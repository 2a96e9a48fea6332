import type { GalleryView } from '@school/shared/gallery-schemas';
import { useEffect, useState } from 'react';
import { isInvalidAnswer } from '../../lib/api-client';
import { fetchGalleries, INVALID_DATA_TEXT } from './fetch-galleries';

export const LOAD_FAILED_TEXT = 'Failed to load galleries. Please try again later.';

export type GalleriesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; galleries: GalleryView[] };

/** The spec's three states of the gallery list: loading, error, loaded. */
export function useGalleries(): GalleriesState {
  const [state, setState] = useState<GalleriesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchGalleries(controller.signal)
      .then((galleries) => setState({ status: 'loaded', galleries }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading galleries failed', error);
        setState({ status: 'error', message: isInvalidAnswer(error) ? INVALID_DATA_TEXT : LOAD_FAILED_TEXT });
      });
    return () => controller.abort();
  }, []);
  return state;
}
