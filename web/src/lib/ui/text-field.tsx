import { useId, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import styles from './text-field.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  /** A date field's first and last days (YYYY-MM-DD): its picker offers only these. */
  min?: string;
  max?: string;
  autoComplete?: string;
  required?: boolean;
  /** A textarea of `minRows` rows instead of a one-line input. */
  multiline?: boolean;
  minRows?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  /** The field's error: shown below it in red, and it marks the field invalid. */
  error?: string;
  /** Shown below the field when there is no error. */
  helperText?: ReactNode;
  /** Shown inside the field at its end (a "verified" mark). */
  endAdornment?: ReactNode;
}

/** A labelled, full-width text field for the public forms; the back office uses MUI's TextField. */
export function TextField({ label, error, helperText, required, multiline, minRows = 4, endAdornment, ...input }: Props) {
  const id = useId();
  const helper = error ?? helperText;
  const common = {
    id,
    className: styles.input,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': helper ? `${id}-helper` : undefined,
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helper={helper}>
      {multiline ? <textarea rows={minRows} {...common} {...input} /> : <input type="text" {...common} {...input} />}
      {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
    </FieldFrame>
  );
}
