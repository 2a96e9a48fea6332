import type { AdminNotice, NoticeInput } from '@school/shared/notice-schemas';
import { useState } from 'react';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices-api';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; notice: AdminNotice };

/** The state of /admin/notices: the list, the open form, its save, and the delete asked about. */
export function useNoticesScreen() {
  const list = useLoad(listNotices, { errorText: 'The notices could not be loaded.', logText: 'Loading the notices failed' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [formKey, setFormKey] = useState(0);
  const save = useSave();
  const remove = useSave();
  const [pendingDelete, setPendingDelete] = useState<AdminNotice | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const toast = useToast();

  const openForm = (next: Mode) => {
    setMode(next);
    save.setError('');
    setFormKey((key) => key + 1); // a fresh form (cleared, or prefilled from the notice)
  };
  const closeForm = () => {
    setMode({ kind: 'list' });
    save.setError('');
  };

  // An edit sends the version it opened: if someone else saved the notice since, the server
  // refuses it (409) with words that tell staff to reload, shown in the form.
  const submit = (notice: NoticeInput) =>
    save.run(
      () => (mode.kind === 'edit' ? updateNotice(mode.notice._id, { ...notice, version: mode.notice.version }) : createNotice(notice)),
      {
        failText: 'The notice could not be saved. Please try again.',
        logText: 'Saving the notice failed',
        serverWords: 'always',
        show: 'inline',
        done: async (saved) => {
          toast(saved.shownNow ? 'Notice saved. It shows on the site now.' : 'Notice saved.', 'success');
          closeForm();
          await list.reload();
        },
      },
    );

  const confirmDelete = () => {
    const notice = pendingDelete;
    setConfirmOpen(false);
    if (!notice) return;
    return remove.run(() => deleteNotice(notice._id), {
      failText: 'The notice could not be deleted. Please try again.',
      logText: 'Deleting the notice failed',
      serverWords: 'always',
      show: 'toast',
      key: notice._id,
      done: async () => {
        toast('Notice deleted.', 'success');
        if (mode.kind === 'edit' && mode.notice._id === notice._id) closeForm();
        await list.reload();
      },
    });
  };

  const askDelete = (notice: AdminNotice) => {
    setPendingDelete(notice);
    setConfirmOpen(true);
  };

  return {
    list,
    mode,
    formKey,
    save,
    remove,
    pendingDelete,
    confirmOpen,
    openForm,
    closeForm,
    submit,
    askDelete,
    confirmDelete,
    cancelDelete: () => setConfirmOpen(false),
  };
}
