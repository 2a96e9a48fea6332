import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { updatePasswordSchema } from '@school/shared/auth-schemas';
import { useState, type FormEvent } from 'react';
import { useSave, useToast } from '../../lib/admin/use-save';
import { changeOwnPassword } from './account-api';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type FieldErrors = Partial<Record<Field, string>>;

export const PASSWORDS_DIFFER = 'The two passwords are not the same';
const CHANGED = 'Password changed. You have been signed out on your other devices.';

/** "Change my password": the current one, the new one twice. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const save = useSave();
  const { saving, error } = save;
  const toast = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    save.setError('');
    const parsed = updatePasswordSchema.safeParse(values);
    const errors: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
    }
    if (!errors.newPassword && values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
    setFieldErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;

    await save.run(() => changeOwnPassword(parsed.data), {
      failText: 'The password could not be changed. Please try again.',
      logText: 'Changing the password failed',
      serverWords: 'always',
      show: 'inline',
      done: () => {
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        toast(CHANGED, 'success', 6000);
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      fullWidth
      value={values[name]}
      onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      error={!!fieldErrors[name]}
      helperText={fieldErrors[name]}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {error && <Alert severity="error">{error}</Alert>}
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      <Box>
        <Button type="submit" variant="contained" loading={saving} loadingPosition="start">
          Change password
        </Button>
      </Box>
    </Box>
  );
}
