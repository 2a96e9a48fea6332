import { useConfirm, useFormPanel } from './use-form-panel';
import { useSave, useToast, type SaveOptions } from './use-save';

/** How a screen's write fails (use-save.ts); what follows a success is the screen's own. */
type FailOptions = Pick<SaveOptions<unknown>, 'failText' | 'logText' | 'serverWords' | 'show'>;

/**
 * The writes of a list-and-form screen (news, notices): the form's save creates the item, or updates
 * the one open in the form, then says so, closes that form (not another row staff opened meanwhile)
 * and reloads the list from its first page (a saved item may have moved); the delete the confirmation
 * asked about runs keyed by its row (several may run) and closes the form if it showed that item
 * (and still does).
 */
export function useListEdits<T extends { _id: string }>(reload: () => Promise<void>) {
  const save = useSave();
  const remove = useSave();
  const panel = useFormPanel<T>(() => save.setError(''));
  const confirm = useConfirm<T>();
  const toast = useToast();
  const { editing, formKey } = panel;

  /** `write` gets the item open in the form, or null for a new one; `said` is the success toast. */
  const saveForm = <R>(write: (editing: T | null) => Promise<R>, said: (saved: R) => string, options: FailOptions) =>
    save.run(() => write(editing), {
      ...options,
      done: async (saved) => {
        toast(said(saved), 'success');
        panel.closeOpened(formKey);
        await reload();
      },
    });

  /** `done` follows the delete of the row the confirmation asked about: the toast, the list's change. */
  const deleteAsked = (erase: (item: T) => Promise<unknown>, done: (item: T) => void | Promise<void>, options: FailOptions) => {
    const item = confirm.confirm();
    if (!item) return;
    return remove.run(() => erase(item), {
      ...options,
      key: item._id,
      done: async () => {
        if (editing?._id === item._id) panel.closeOpened(formKey);
        await done(item);
      },
    });
  };

  return { save, remove, panel, confirm, toast, saveForm, deleteAsked };
}
