import type { GallerySummary } from '@school/shared/gallery-pages';
import type { GalleryView } from '@school/shared/gallery-schemas';
import { useCallback, useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { getGallery, listGalleryPage } from './gallery-admin-api';
import { failureText, TEXT } from './messages';

export type ListStatus = 'loading' | 'error' | 'loaded';

const loadError = (cause: unknown) => failureText(TEXT.loadFailed, cause);

/** What the list shows of a gallery the screen holds whole (every write answers one). */
export function summaryOf({ images, ...gallery }: GalleryView): GallerySummary {
  return { ...gallery, cover: images[0] ?? null, imageCount: images.length };
}

/**
 * The staff list of galleries a page at a time (unpublished ones included), its title search, and the
 * open gallery, loaded whole by its address: the list holds summaries, so its cost does not grow
 * with the photos of every gallery (issue 34).
 */
export function useAdminGalleries() {
  const search = useSearchText();
  const q = search.asked;
  const loadPage = useCallback((cursor: string | null, signal: AbortSignal) => listGalleryPage(q, cursor, signal), [q]);
  const list = usePagedLoad(loadPage, { errorText: loadError, logText: 'Loading galleries failed' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const status: ListStatus = list.loading ? 'loading' : list.error && list.items.length === 0 ? 'error' : 'loaded';
  const chosen = list.items.find((gallery) => gallery._id === selectedId) ?? list.items[0] ?? null;

  // The slug, not the summary, is the question: a write that changes the summary does not load it again.
  const slug = chosen?.slug ?? null;
  const loadOpen = useCallback((signal: AbortSignal) => (slug === null ? Promise.resolve(null) : getGallery(slug, signal)), [slug]);
  const open = useLoad(loadOpen, { errorText: loadError, logText: 'Loading a gallery failed' });
  const { update: updateList, restart: restartList } = list;
  const { update: updateOpen, restart: restartOpen } = open;

  // "Try again" and a restore from the trash (a photo back in the open gallery) show the spinner
  // while the list and the open gallery load again.
  const reload = useCallback(() => {
    restartList();
    restartOpen();
  }, [restartList, restartOpen]);

  /**
   * Puts the server's new version of a gallery in place (every write answers with it). Upload
   * batches answer in any order, so an older answer never replaces a newer one: the shown version is
   * the one the next edit sends (a stale one would be refused as "changed by someone else").
   */
  const replace = useCallback(
    (gallery: GalleryView) => {
      updateOpen((shown) => (shown?._id === gallery._id && gallery.version >= shown.version ? gallery : shown));
      updateList((all) => all.map((item) => (item._id === gallery._id && gallery.version >= item.version ? summaryOf(gallery) : item)));
    },
    [updateOpen, updateList],
  );

  const add = useCallback(
    (gallery: GalleryView) => {
      updateList((all) => [summaryOf(gallery), ...all]);
      setSelectedId(gallery._id);
    },
    [updateList],
  );

  const remove = useCallback(
    (id: string) => {
      updateList((all) => all.filter((item) => item._id !== id));
      setSelectedId((current) => (current === id ? null : current));
    },
    [updateList],
  );

  // The open gallery is shown once it is the chosen one's (not the one before it, still loading).
  const selected = open.data && open.data._id === chosen?._id ? open.data : null;
  return {
    list,
    search,
    status,
    error: list.error,
    chosenId: chosen?._id ?? null,
    selected,
    openState: { loading: chosen !== null && !selected && !open.error, error: open.error, retry: open.restart },
    select: setSelectedId,
    reload,
    replace,
    add,
    remove,
  };
}
