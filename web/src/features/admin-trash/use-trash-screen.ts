import { TRASH_KIND_LABELS, type TrashItemView, type TrashKind } from '@school/shared/trash-schemas';
import { useCallback, useState } from 'react';
import { useConfirm } from '../../lib/admin/use-form-panel';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { useSave, useToast } from '../../lib/admin/use-save';
import { deleteForGood, listTrashPage, restoreItem } from './trash-api';

/** The state of /admin/trash: the deleted things, a restore or a delete for good on its way, and the question before the latter. */
export function useTrashScreen() {
  const search = useSearchText();
  const [kind, setKind] = useState<TrashKind | undefined>(undefined);
  const q = search.asked;
  // A new kind or search is a new question: its first page, and a slow answer to an older one never wins.
  const load = useCallback((cursor: string | null, signal: AbortSignal) => listTrashPage({ kind, q }, cursor, signal), [kind, q]);
  const list = usePagedLoad(load, { errorText: 'Failed to load the trash. Please try again.', logText: 'Loading the trash failed' });
  const act = useSave();
  const confirm = useConfirm<TrashItemView>();
  const toast = useToast();

  const run = (item: TrashItemView, action: 'restore' | 'delete') =>
    act.run(() => (action === 'restore' ? restoreItem(item._id) : deleteForGood(item._id)), {
      failText: 'That did not work. Please try again.',
      logText: `Trash: ${action} failed`,
      serverWords: 'always',
      show: 'toast',
      toastMs: 5000, // notistack's own, as this screen always had
      key: item._id,
      done: () => {
        // The row goes at once; the other rows are as they were.
        list.update((items) => items.filter((one) => one._id !== item._id));
        const what = `${TRASH_KIND_LABELS[item.kind]} “${item.title}”`;
        toast(action === 'restore' ? `${what} restored` : `${what} deleted for good`, 'success', 5000);
      },
    });

  const confirmDelete = () => {
    const item = confirm.confirm();
    if (item) void run(item, 'delete');
  };

  return { list, search, kind, setKind, act, confirm, restore: (item: TrashItemView) => void run(item, 'restore'), confirmDelete };
}
