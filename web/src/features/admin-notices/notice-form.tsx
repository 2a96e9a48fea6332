import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTICE_LIMITS, type AdminNotice, type NoticeFormValues, type NoticeInput, type NoticeKind } from '@school/shared/notice-schemas';
import { useState, type FormEvent } from 'react';
import { KIND_TEXT } from './notice-texts';
import { NoticeTranslations } from './notice-translations';
import { checkValues, emptyValues, valuesFromNotice, type FieldErrors } from './notice-values';

interface Props {
  /** The notice being edited, or null for a new one. */
  editing: AdminNotice | null;
  saving: boolean;
  saveError: string;
  onSubmit: (notice: NoticeInput) => void;
  onCancel: () => void;
}

const KINDS: NoticeKind[] = ['information', 'closure', 'emergency'];

/** Create or edit one notice. The parent remounts it (key) per notice. */
export function NoticeForm({ editing, saving, saveError, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<NoticeFormValues>(() => (editing ? valuesFromNotice(editing) : emptyValues()));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof NoticeFormValues>(field: K, value: NoticeFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { notice, errors: found } = checkValues(values);
    setErrors(found ?? {});
    if (notice) onSubmit(notice);
  };

  const field = (name: keyof NoticeFormValues, help?: string) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? help,
    disabled: saving,
  });

  return (
    <Paper component="section" aria-labelledby="notice-form-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="notice-form-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {editing ? 'Edit notice' : 'New notice'}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <TextField
          label="Notice text"
          required
          autoFocus
          multiline
          minRows={2}
          {...field('text', `Shown on one line at the top of every page; at most ${NOTICE_LIMITS.text} characters.`)}
        />
        <TextField
          select
          label="Kind"
          {...field('kind', KIND_TEXT[values.kind].help)}
          onChange={(e) => set('kind', e.target.value as NoticeKind)}
        >
          {KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {KIND_TEXT[kind].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Link (optional)"
          type="url"
          placeholder="https://"
          {...field('link', 'A page with more details, starting with https://')}
        />
        <TextField label="Link text (optional)" {...field('linkLabel', 'What the link says; “More details” if left empty.')} />
        <NoticeTranslations
          value={values.translations}
          hasLink={values.link.trim() !== ''}
          disabled={saving}
          error={errors.translations}
          onChange={(translations) => set('translations', translations)}
        />
        <TextField
          label="Start (India time)"
          type="datetime-local"
          required
          {...field('startsAt', 'When the notice starts to show.')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End (India time)"
          type="datetime-local"
          required
          {...field('endsAt', 'When it disappears from the site, with nobody needing to act.')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? (saving ? 'Saving...' : 'Save notice') : saving ? 'Posting...' : 'Post notice'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
