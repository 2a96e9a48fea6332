import type { AdminNotice, NoticeInput } from '@school/shared/notice-schemas';
import { useAnnouncer } from '../../lib/admin/use-announcer';
import { useListEdits } from '../../lib/admin/use-list-edits';
import { useLoad } from '../../lib/admin/use-load';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices-api';

/** The state of /admin/notices: the list, the open form, its save, and the delete asked about. */
export function useNoticesScreen() {
  const list = useLoad(listNotices, { errorText: 'The notices could not be loaded.', logText: 'Loading the notices failed' });
  const { save, remove, panel, confirm, toast, saveForm, deleteAsked } = useListEdits<AdminNotice>(list.reload);
  const announce = useAnnouncer(toast);

  // An edit sends the version it opened: if someone else saved the notice since, the server
  // refuses it (409) with words that tell staff to reload, shown in the form.
  const submit = (notice: NoticeInput, notify = false) =>
    saveForm(
      async (editing) => {
        const saved = await (editing ? updateNotice(editing._id, { ...notice, version: editing.version }) : createNotice(notice));
        await announce(notify, 'notice', saved._id);
        return saved;
      },
      (saved) => (saved.shownNow ? 'Notice saved. It shows on the site now.' : 'Notice saved.'),
      {
        failText: 'The notice could not be saved. Please try again.',
        logText: 'Saving the notice failed',
        serverWords: 'always',
        show: 'inline',
      },
    );

  const confirmDelete = () =>
    deleteAsked(
      (notice) => deleteNotice(notice._id),
      async () => {
        toast('Notice deleted.', 'success');
        await list.reload();
      },
      {
        failText: 'The notice could not be deleted. Please try again.',
        logText: 'Deleting the notice failed',
        serverWords: 'always',
        show: 'toast',
      },
    );

  return { list, panel, save, remove, confirm, submit, confirmDelete };
}
