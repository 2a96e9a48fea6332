import type { EnquiryUpdate } from '@school/shared/enquiry-schemas';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { useLoad } from '../../lib/admin/use-load';
import { useSave, useToast } from '../../lib/admin/use-save';
import { deleteEnquiry, loadAssignees, loadEnquiry, updateEnquiry } from './enquiries-api';

/** The list the staff member came from (its filters), else the whole list. */
function listAddress(state: unknown): string {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && list.startsWith('/admin/enquiries') ? list : '/admin/enquiries';
}

/** The state of /admin/enquiries/:id: the enquiry, the staff it can be given to, its save and its delete. */
export function useEnquiryScreen(id: string) {
  const load = useCallback((signal: AbortSignal) => loadEnquiry(id, signal), [id]);
  const enquiry = useLoad(load, { errorText: 'The enquiry could not be loaded.', logText: 'Loading the enquiry failed' });
  // Without the list, "Assigned to" offers only Nobody and whoever has it now.
  const assignees = useLoad(loadAssignees, { logText: 'Loading the staff to assign failed' }).data ?? [];
  const [note, setNote] = useState('');
  const save = useSave();
  const remove = useSave();
  const toast = useToast();
  const undoToast = useUndoToast();
  const navigate = useNavigate();
  const back = listAddress(useLocation().state);

  const update = (changes: EnquiryUpdate) =>
    save.run(() => updateEnquiry(id, changes), {
      failText: 'The changes could not be saved. Please try again.',
      logText: 'Saving the enquiry failed',
      serverWords: 'always',
      show: 'inline',
      done: (saved) => {
        enquiry.update(() => saved);
        setNote('');
        toast('Enquiry updated', 'success');
      },
    });

  /** After a conflict: the stored enquiry again (the panel starts afresh from its version); the note typed stays. */
  const reload = () => {
    save.setError('');
    void enquiry.reload();
  };

  const deleteIt = () =>
    remove.run(() => deleteEnquiry(id), {
      failText: 'Failed to delete the enquiry. Please try again.',
      logText: 'Deleting the enquiry failed',
      serverWords: 'always',
      show: 'toast',
      done: () => {
        undoToast('Enquiry deleted', id, () => undefined);
        void navigate(back);
      },
    });

  return { enquiry, assignees, note, setNote, save, update, reload, deleting: remove.saving, deleteIt, back };
}
