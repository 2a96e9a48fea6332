import { useState } from 'react';

// The two pieces of state every list-and-form screen (news, notices, ...) kept by hand: which form
// is open beside the list, and which row a delete confirmation asks about.

export type PanelMode<T> = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; item: T };

/**
 * The form beside the list: closed, new, or editing `item`. `formKey` changes on every opening, so
 * the form remounts cleared or prefilled; `onChange` runs on open and close (clear the save error).
 */
export function useFormPanel<T>(onChange: () => void) {
  const [state, setState] = useState<{ mode: PanelMode<T>; formKey: number }>({ mode: { kind: 'list' }, formKey: 0 });
  const open = (mode: PanelMode<T>) => {
    setState((shown) => ({ mode, formKey: shown.formKey + 1 }));
    onChange();
  };
  const close = () => {
    setState((shown) => ({ ...shown, mode: { kind: 'list' } }));
    onChange();
  };
  /**
   * Closes the form opened as `formKey` (the one a save was sent from), and only that one: staff may
   * have opened another row while the save was on its way, and its success must not close that.
   */
  const closeOpened = (formKey: number) => {
    setState((shown) => (shown.formKey === formKey ? { ...shown, mode: { kind: 'list' } } : shown));
  };
  const { mode, formKey } = state;
  const editing = mode.kind === 'edit' ? mode.item : null;
  return { mode, formKey, editing, open, close, closeOpened };
}

/** The delete confirmation: `asked` keeps the row while the dialog fades out, so its text does not flash empty. */
export function useConfirm<T>() {
  const [asked, setAsked] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    asked,
    open,
    ask: (item: T) => {
      setAsked(item);
      setOpen(true);
    },
    cancel: () => setOpen(false),
    /** Closes the dialog and answers the row it asked about. */
    confirm: (): T | null => {
      setOpen(false);
      return asked;
    },
  };
}
