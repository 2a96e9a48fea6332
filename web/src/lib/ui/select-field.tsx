import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import styles from './text-field.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The choices, each a value and the words shown for it. */
  options: readonly { value: string; label: string }[];
  /** The first, empty choice's words ("Choose a class"), shown until one is chosen. */
  placeholder: string;
  required?: boolean;
  /** The field's error: shown below it in red, and it marks the field invalid. */
  error?: string | undefined;
  /** The id of something else that describes the field (a note the form writes about the choice). */
  describedBy?: string | undefined;
  helperText?: ReactNode;
}

/**
 * A labelled native select for the public forms, in the text field's look (./text-field.tsx): the
 * phone's own picker, and keyboard use the browser gives, with no script of ours.
 */
export function SelectField({ label, options, placeholder, required, error, describedBy, helperText, ...select }: Props) {
  const id = useId();
  const helper = error ?? helperText;
  const described = [helper && `${id}-helper`, describedBy].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helper={helper}>
      <select
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
