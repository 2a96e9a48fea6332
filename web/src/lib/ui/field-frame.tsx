import type { ReactNode } from 'react';
import styles from './text-field.module.css';

interface Props {
  /** The control's id: the label names it, and `${id}-helper` is the helper's. */
  id: string;
  label: string;
  required?: boolean | undefined;
  /** Marks the field invalid (red) when set. */
  error?: string | undefined;
  /** The words below the field: the error, or else the helper text. */
  helper?: ReactNode;
  /** The control itself (input, textarea, select) and anything shown inside its box. */
  children: ReactNode;
}

/**
 * What the public forms' fields share around their control (./text-field.tsx, ./select-field.tsx):
 * the label with its required mark, the control's box, and the error or helper text below it.
 */
export function FieldFrame({ id, label, required, error, helper, children }: Props) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            {' *'}
          </span>
        )}
      </label>
      <div className={styles.control}>{children}</div>
      {helper && (
        <p id={`${id}-helper`} className={styles.helper}>
          {helper}
        </p>
      )}
    </div>
  );
}
