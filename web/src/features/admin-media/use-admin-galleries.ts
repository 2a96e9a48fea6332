import type { GalleryView } from '@school/shared/gallery-schemas';
import { useCallback, useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { listAllGalleries } from './gallery-admin-api';
import { failureText, TEXT } from './messages';

export type ListStatus = 'loading' | 'error' | 'loaded';

const loadError = (cause: unknown) => failureText(TEXT.loadFailed, cause);

/** The staff list of galleries (unpublished ones included) and which one is open. */
export function useAdminGalleries() {
  const list = useLoad(listAllGalleries, { errorText: loadError, logText: 'Loading galleries failed' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { update } = list;
  const galleries = list.data ?? [];
  const status: ListStatus = list.loading ? 'loading' : list.error ? 'error' : 'loaded';

  /**
   * Puts the server's new version of a gallery in place (every write answers with it). Upload
   * batches answer in any order, so an older answer never replaces a newer one: the shown version is
   * the one the next edit sends (a stale one would be refused as "changed by someone else").
   */
  const replace = useCallback(
    (gallery: GalleryView) =>
      update((all) => all.map((item) => (item._id === gallery._id && gallery.version >= item.version ? gallery : item))),
    [update],
  );

  const add = useCallback(
    (gallery: GalleryView) => {
      update((all) => [gallery, ...all]);
      setSelectedId(gallery._id);
    },
    [update],
  );

  const remove = useCallback(
    (id: string) => {
      update((all) => all.filter((item) => item._id !== id));
      setSelectedId((current) => (current === id ? null : current));
    },
    [update],
  );

  const selected = galleries.find((gallery) => gallery._id === selectedId) ?? galleries[0] ?? null;
  // "Try again" and a restore from the trash show the spinner while the list loads again.
  return { galleries, status, error: list.error, selected, select: setSelectedId, reload: list.restart, replace, add, remove };
}
