import type { EventItem, EventType } from '@school/shared/event-schemas';
import { useCallback, useState } from 'react';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useAnnouncer } from '../../lib/admin/use-announcer';
import { useListEdits } from '../../lib/admin/use-list-edits';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { createItem, deleteItem, listItemPage, updateItem } from './admin-news-api';
import { toFormData, type FormValues, type ImageChoice } from './form-values';

export type Tab = 'all' | 'news' | 'events';

/** The type each tab lists (All: both); the spec's two tabs, and All for a search across both. */
export const TAB_TYPE: Record<Tab, EventType | undefined> = { all: undefined, news: 'news', events: 'event' };

/** The state of /admin/news: the tab's list a page at a time, its search, the open form, its save, and deletes (several may run). */
export function useNewsScreen() {
  const [tab, setTab] = useState<Tab>('news');
  const type = TAB_TYPE[tab];
  const search = useSearchText();
  const q = search.asked;
  // A new tab or search is a new question: its first page, and a slow answer to an older one never wins.
  const load = useCallback((cursor: string | null, signal: AbortSignal) => listItemPage({ type, q }, cursor, signal), [type, q]);
  // Spec: the list-load error is displayed as returned, and logged.
  const list = usePagedLoad(load, { logText: 'Failed to load news and events' });
  const { save, remove, panel, confirm, toast, saveForm, deleteAsked } = useListEdits<EventItem>(list.reload);
  const undoToast = useUndoToast();
  const announce = useAnnouncer(toast);

  const showTab = (next: Tab) => {
    if (save.saving) return;
    setTab(next);
    panel.close();
    remove.setError('');
  };

  // A 409 says someone else saved the item since it was opened: their words tell staff to reload.
  const submit = (values: FormValues, image: ImageChoice, notify = false) =>
    saveForm(
      async (editing) => {
        const form = toFormData(values, image, editing?.version);
        const saved = await (editing ? updateItem(editing._id, form) : createItem(form));
        // A new item's id is in the answer (the spec's calls table leaves its shape to the server).
        const id = editing?._id ?? (saved as Partial<EventItem> | null)?._id;
        if (id) await announce(notify, 'event', id);
        return saved;
      },
      () => (panel.editing ? 'Item updated successfully!' : 'Item created successfully!'),
      { failText: 'Failed to save. Please try again.', logText: 'Failed to save news item', serverWords: 'conflict', show: 'both' },
    );

  const confirmDelete = () =>
    deleteAsked(
      (item) => deleteItem(item._id),
      (item) => {
        undoToast('Item deleted successfully!', item._id, () => void list.reload());
        // Gone from every list: taken out where it was, so staff keep their place in a long list.
        list.update((items) => items.filter((one) => one._id !== item._id));
      },
      { failText: 'Failed to delete. Please try again.', logText: 'Failed to delete news item', serverWords: 'never', show: 'both' },
    );

  /** After "Restore" in the revisions: the form reopens with the restored values (and their version). */
  const restored = (item: EventItem) => {
    panel.open({ kind: 'edit', item });
    toast('Version restored', 'success');
    void list.reload();
  };

  return { tab, search, list, panel, save, remove, confirm, showTab, submit, confirmDelete, restored };
}
