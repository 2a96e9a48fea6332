import type { GalleryView } from '@school/shared/gallery-schemas';
import { useEffect, useState } from 'react';
import { isInvalidAnswer } from '../../lib/api-client';
import { useServerAnswer } from '../../lib/page-data';
import { publicCalls } from '../../lib/public-calls';
import { fetchGalleries, galleriesExpect, INVALID_DATA_TEXT, withTexts } from './fetch-galleries';

export const LOAD_FAILED_TEXT = 'Failed to load galleries. Please try again later.';

export type GalleriesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; galleries: GalleryView[] };

const failed = (error: unknown): GalleriesState => ({
  status: 'error',
  message: isInvalidAnswer(error) ? INVALID_DATA_TEXT : LOAD_FAILED_TEXT,
});

/** The spec's three states of the gallery list: from the answer the server rendered with, else loading, error, loaded. */
export function useGalleries(): GalleriesState {
  const rendered = useServerAnswer(publicCalls.galleries, galleriesExpect);
  const [state, setState] = useState<GalleriesState>(() => {
    if (!rendered) return { status: 'loading' };
    return rendered.ok ? { status: 'loaded', galleries: withTexts(rendered.data) } : failed(rendered.error);
  });
  const fromServer = rendered !== undefined;
  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    fetchGalleries(controller.signal)
      .then((galleries) => setState({ status: 'loaded', galleries }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading galleries failed', error);
        setState(failed(error));
      });
    return () => controller.abort();
  }, [fromServer]);
  return state;
}
