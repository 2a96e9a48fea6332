import type { AdminNotice, NoticeInput } from '@school/shared/notice-schemas';
import { useConfirm, useFormPanel } from '../../lib/admin/use-form-panel';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices-api';

/** The state of /admin/notices: the list, the open form, its save, and the delete asked about. */
export function useNoticesScreen() {
  const list = useLoad(listNotices, { errorText: 'The notices could not be loaded.', logText: 'Loading the notices failed' });
  const save = useSave();
  const remove = useSave();
  const panel = useFormPanel<AdminNotice>(() => save.setError(''));
  const confirm = useConfirm<AdminNotice>();
  const toast = useToast();
  const { editing } = panel;

  // An edit sends the version it opened: if someone else saved the notice since, the server
  // refuses it (409) with words that tell staff to reload, shown in the form.
  const submit = (notice: NoticeInput) =>
    save.run(() => (editing ? updateNotice(editing._id, { ...notice, version: editing.version }) : createNotice(notice)), {
      failText: 'The notice could not be saved. Please try again.',
      logText: 'Saving the notice failed',
      serverWords: 'always',
      show: 'inline',
      done: async (saved) => {
        toast(saved.shownNow ? 'Notice saved. It shows on the site now.' : 'Notice saved.', 'success');
        panel.close();
        await list.reload();
      },
    });

  const confirmDelete = () => {
    const notice = confirm.confirm();
    if (!notice) return;
    return remove.run(() => deleteNotice(notice._id), {
      failText: 'The notice could not be deleted. Please try again.',
      logText: 'Deleting the notice failed',
      serverWords: 'always',
      show: 'toast',
      key: notice._id,
      done: async () => {
        toast('Notice deleted.', 'success');
        if (editing?._id === notice._id) panel.close();
        await list.reload();
      },
    });
  };

  return { list, panel, save, remove, confirm, submit, confirmDelete };
}
