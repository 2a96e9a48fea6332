import type { GalleryView } from '@school/shared/gallery-schemas';
import { useCallback, useEffect, useState } from 'react';
import { listAllGalleries } from './gallery-admin-api';
import { failureText, TEXT } from './messages';

export type ListStatus = 'loading' | 'error' | 'loaded';

/** The staff list of galleries (unpublished ones included) and which one is open. */
export function useAdminGalleries() {
  const [galleries, setGalleries] = useState<GalleryView[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [error, setError] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // Bumped by "Try again": the effect below loads the list again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listAllGalleries(controller.signal)
      .then((list) => {
        setGalleries(list);
        setStatus('loaded');
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading galleries failed', cause);
        setError(failureText(TEXT.loadFailed, cause));
        setStatus('error');
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  /**
   * Puts the server's new version of a gallery in place (every write answers with it). Upload
   * batches answer in any order, so an older answer never replaces a newer one: the shown version is
   * the one the next edit sends (a stale one would be refused as "changed by someone else").
   */
  const replace = useCallback((gallery: GalleryView) => {
    setGalleries((list) => list.map((item) => (item._id === gallery._id && gallery.version >= item.version ? gallery : item)));
  }, []);

  const add = useCallback((gallery: GalleryView) => {
    setGalleries((list) => [gallery, ...list]);
    setSelectedId(gallery._id);
  }, []);

  const remove = useCallback((id: string) => {
    setGalleries((list) => list.filter((item) => item._id !== id));
    setSelectedId((current) => (current === id ? null : current));
  }, []);

  const selected = galleries.find((gallery) => gallery._id === selectedId) ?? galleries[0] ?? null;
  return { galleries, status, error, selected, select: setSelectedId, reload, replace, add, remove };
}
