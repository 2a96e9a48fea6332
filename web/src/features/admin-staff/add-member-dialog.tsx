import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { roles } from '@school/shared/auth-schemas';
import { INVITE_LINK_HOURS, inviteStaffSchema, type InviteStaffInput } from '@school/shared/staff-schemas';
import { useId, useState, type FormEvent } from 'react';
import { useSave } from '../../lib/admin/use-save';
import { inviteStaff } from './staff-api';
import { ROLE_TEXT } from './staff-texts';

type Values = Record<keyof InviteStaffInput, string>;
type FieldErrors = Partial<Values>;

const EMPTY: Values = { name: '', email: '', role: 'admin' };

/** The two typed boxes, alike but for their label and keyboard. */
const TYPED: readonly { field: 'name' | 'email'; label: string; type?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email', type: 'email' },
];

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called with the invited e-mail once the server has added the member and sent the mail. */
  onInvited: (email: string) => void;
}

/** "Add a member": name, e-mail and role; the server mails the new member a link to set a password. */
export function AddMemberDialog({ open, onClose, onInvited }: Props) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const save = useSave();
  const { saving: sending, error } = save;

  const change = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const reset = () => {
    setValues(EMPTY);
    setFieldErrors({});
    save.setError('');
  };
  // Cancelling forgets what was typed, so the next "Add a member" starts empty.
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    save.setError('');
    const parsed = inviteStaffSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof InviteStaffInput;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    await save.run(() => inviteStaff(parsed.data), {
      failText: 'The member could not be added. Please try again.',
      logText: 'Adding the member failed',
      serverWords: 'always',
      show: 'inline',
      done: (added) => {
        reset();
        onInvited(added.email);
      },
    });
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Add a member</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
          <DialogContentText>
            They receive an e-mail with a link to choose their own password. The link works for {INVITE_LINK_HOURS} hours.
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
          {TYPED.map(({ field, label, type }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              type={type}
              autoComplete="off"
              required
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              error={!!fieldErrors[field]}
              helperText={fieldErrors[field]}
            />
          ))}
          <TextField
            select
            label="Role"
            name="role"
            value={values.role}
            onChange={(event) => change('role', event.target.value)}
            error={!!fieldErrors.role}
            helperText={fieldErrors.role ?? 'A superadmin can also manage staff accounts.'}
            slotProps={{ select: { native: true } }}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {ROLE_TEXT[value]}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={sending} loadingPosition="start">
            Send invitation
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
