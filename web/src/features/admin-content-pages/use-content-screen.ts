import type { ContentItem } from '@school/shared/content-schemas';
import { useState } from 'react';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useSave, useToast } from '../../lib/admin/use-save';
import { deletePage } from './content-api';
import { usePageList } from './use-page-list';

export type Mode = 'list' | 'view' | 'edit' | 'new' | 'preview';

/** The state of /admin/content: the list and its search, the page opened and how (view, form, preview), and its delete. */
export function useContentScreen() {
  const toast = useToast();
  const undoToast = useUndoToast();
  const list = usePageList();
  const [mode, setMode] = useState<Mode>('list');
  const [selected, setSelected] = useState<ContentItem | null>(null);
  // The question stays open, busy, until the delete is done (the dialog says "Deleting...").
  const [confirming, setConfirming] = useState(false);
  const remove = useSave();
  // Counts restores of a revision: each one opens the form afresh with the restored values.
  const [restores, setRestores] = useState(0);

  const show = (page: ContentItem, next: Mode = 'view') => {
    setSelected(page);
    setMode(next);
  };
  const saved = (page: ContentItem) => {
    list.upsert(page);
    setSelected(page);
  };

  const confirmDelete = () => {
    const page = selected;
    if (!page) return;
    return remove.run(() => deletePage(page._id), {
      failText: 'Failed to delete content. Please try again.',
      logText: 'Deleting content failed',
      serverWords: 'never',
      show: 'toast',
      toastMs: 5000, // notistack's own, as this screen always had
      done: () => {
        list.remove(page._id);
        setSelected(null);
        setMode('list');
        setConfirming(false);
        undoToast('Content deleted', page._id, list.retry);
      },
    });
  };

  const done = (page: ContentItem) => {
    show(page);
    toast('Content saved', 'success', 5000);
  };

  const restored = (page: ContentItem) => {
    saved(page);
    setRestores((count) => count + 1);
    toast('Version restored', 'success', 5000);
  };

  const select = (id: string) => {
    const page = list.pages?.find((p) => p._id === id);
    if (page) show(page);
  };

  const startNew = () => {
    setSelected(null);
    setMode('new');
  };

  return {
    list,
    mode,
    setMode,
    selected,
    confirming,
    setConfirming,
    deleting: remove.saving,
    restores,
    saved,
    done,
    restored,
    select,
    startNew,
    confirmDelete,
  };
}
