import type { EventItem, EventType } from '@school/shared/event-schemas';
import { useCallback, useState } from 'react';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { createItem, deleteItem, listItems, updateItem } from './admin-news-api';
import { toFormData, type FormValues, type ImageChoice } from './form-values';

export type Tab = 'news' | 'events';
type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; item: EventItem };

export const TAB_TYPE: Record<Tab, EventType> = { news: 'news', events: 'event' };

/** The state of /admin/news: the tab's list, the open form, its save, and deletes (several may run). */
export function useNewsScreen() {
  const [tab, setTab] = useState<Tab>('news');
  const type = TAB_TYPE[tab];
  // Spec: the list-load error is displayed as returned, and logged; a slow answer for the other tab never wins.
  const load = useCallback((signal: AbortSignal) => listItems(type, signal), [type]);
  const list = useLoad(load, { logText: 'Failed to load news and events' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const save = useSave();
  const remove = useSave();
  const [pendingDelete, setPendingDelete] = useState<EventItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const toast = useToast();
  const undoToast = useUndoToast();

  const openForm = (next: Mode) => {
    setMode(next);
    save.setError('');
    setFormKey((key) => key + 1); // a fresh form (cleared, or prefilled from the item)
  };
  const closeForm = () => {
    setMode({ kind: 'list' });
    save.setError('');
  };

  const showTab = (next: Tab) => {
    if (save.saving) return;
    setTab(next);
    closeForm();
    remove.setError('');
  };

  // A 409 says someone else saved the item since it was opened: their words tell staff to reload.
  const submit = (values: FormValues, image: ImageChoice) =>
    save.run(
      () => {
        const form = toFormData(values, image, mode.kind === 'edit' ? mode.item.version : undefined);
        return mode.kind === 'edit' ? updateItem(mode.item._id, form) : createItem(form);
      },
      {
        failText: 'Failed to save. Please try again.',
        logText: 'Failed to save news item',
        serverWords: 'conflict',
        show: 'both',
        done: async () => {
          toast(mode.kind === 'edit' ? 'Item updated successfully!' : 'Item created successfully!', 'success');
          closeForm();
          await list.reload();
        },
      },
    );

  const confirmDelete = () => {
    const item = pendingDelete;
    setConfirmOpen(false);
    if (!item) return;
    return remove.run(() => deleteItem(item._id), {
      failText: 'Failed to delete. Please try again.',
      logText: 'Failed to delete news item',
      serverWords: 'never',
      show: 'both',
      key: item._id,
      done: async () => {
        undoToast('Item deleted successfully!', item._id, () => void list.reload());
        if (mode.kind === 'edit' && mode.item._id === item._id) closeForm();
        await list.reload();
      },
    });
  };

  const askDelete = (item: EventItem) => {
    setPendingDelete(item);
    setConfirmOpen(true);
  };

  /** After "Restore" in the revisions: the form reopens with the restored values (and their version). */
  const restored = (item: EventItem) => {
    openForm({ kind: 'edit', item });
    toast('Version restored', 'success');
    void list.reload();
  };

  return {
    tab,
    list,
    mode,
    formKey,
    save,
    remove,
    pendingDelete,
    confirmOpen,
    openForm,
    closeForm,
    showTab,
    submit,
    askDelete,
    confirmDelete,
    restored,
    cancelDelete: () => setConfirmOpen(false),
  };
}
