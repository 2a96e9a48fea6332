import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { fieldId, type Field } from './settings-values';
import type { SettingsForm } from './use-settings-form';

/** One section of the settings: a heading, a sentence on where visitors see it, its fields. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Typography id={id} component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Paper>
  );
}

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'name' | 'slotProps'> & {
  form: SettingsForm;
  field: Field;
  /** Shown under the box while there is no message about it. */
  help?: ReactNode;
  /** Spans both columns (long texts). */
  wide?: boolean;
  /** The keyboard a phone shows for a number. */
  inputMode?: 'numeric' | 'decimal';
};

/** A box bound to one field of the form; its message (the API's own text) replaces the help under it. */
export function SettingsField({ form, field, help, wide, inputMode, sx, ...rest }: FieldProps) {
  const error = form.errorOf(field);
  return (
    <TextField
      {...rest}
      id={fieldId(field)}
      name={field}
      value={form.values[field]}
      onChange={(event) => form.set(field, event.target.value)}
      onBlur={() => form.touch(field)}
      error={error !== undefined}
      helperText={error ?? help}
      fullWidth
      // The school's facts, not the staff member's own: a browser must not fill in their address or phone.
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode } }}
      sx={{ ...(wide ? { gridColumn: '1 / -1' } : {}), ...(sx as object) }}
    />
  );
}
