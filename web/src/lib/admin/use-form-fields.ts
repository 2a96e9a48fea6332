import { useState, type ReactNode } from 'react';

/** The fields of `V` that hold text, which a TextField edits. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A form's values and the message under each field (the form's own check fills `errors`; `E` names
 * messages kept under other keys, such as a translation's). `set` changes a value and clears its
 * message: the staff member is correcting it. `bind` ties a TextField to a text field: its value,
 * change, and the message, else `help`, under it.
 */
export function useFormFields<V extends object, E extends string = never>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V | E, string>>>({});

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const bind = <K extends TextKey<V>>(field: K, help?: ReactNode) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[K]),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? help,
  });

  return { values, setValues, errors, setErrors, set, bind };
}
