import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';

// The parts the sign-in, forgot-password and set-password forms share, so the three look and behave
// alike: a form the browser does not validate itself (the shared zod schema gives the server's own
// messages, in every browser), required full-width fields with their message under them, and one
// large submit button that shows it is working.

/** The form, its children in a grid. */
export function AuthForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}

type FieldProps = Pick<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's message; none when it is fine. */
  error?: string | undefined;
};

/** A required field with its message under it. */
export function AuthField({ value, onChange, error, ...props }: FieldProps) {
  return (
    <TextField
      {...props}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
    />
  );
}

/** The form's one button. */
export function AuthSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start" fullWidth>
      {children}
    </Button>
  );
}
