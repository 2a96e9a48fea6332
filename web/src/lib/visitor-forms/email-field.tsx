import type { ChangeEvent, ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { TextField } from '../ui/text-field';

interface Props {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Already in the page's language. */
  error: string | undefined;
  endAdornment?: ReactNode;
}

/** A visitor's address, as every visitor's form asks it (the `email` field, the browser's autofill). */
export function EmailField({ value, onChange, error, endAdornment }: Props) {
  const t = useT();
  return (
    <TextField
      label={t('Email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      error={error}
      endAdornment={endAdornment}
    />
  );
}
