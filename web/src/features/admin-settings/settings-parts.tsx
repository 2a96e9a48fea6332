import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, type ReactNode } from 'react';
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
export function SettingsField({ form, ...rest }: FieldProps) {
  return <FieldBox {...rest} value={form.values[rest.field]} error={form.errorOf(rest.field)} set={form.set} touch={form.touch} />;
}

type BoxProps = Omit<FieldProps, 'form'> & { value: string; error: string | undefined } & Pick<SettingsForm, 'set' | 'touch'>;

// Drawn again only when its own value, message or words change: a key press in one box of this long
// form then draws that box alone, not every box of the form (37 ms a key on a desktop before, several
// times that on a phone).
const FieldBox = memo(function FieldBox({ field, value, error, set, touch, help, wide, inputMode, sx, ...rest }: BoxProps) {
  return (
    <TextField
      {...rest}
      id={fieldId(field)}
      name={field}
      value={value}
      onChange={(event) => set(field, event.target.value)}
      onBlur={() => touch(field)}
      error={error !== undefined}
      helperText={error ?? help}
      fullWidth
      // The school's facts, not the staff member's own: a browser must not fill in their address or phone.
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode } }}
      sx={{ ...(wide ? { gridColumn: '1 / -1' } : {}), ...(sx as object) }}
    />
  );
});
