import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTICE_LIMITS, type AdminNotice, type NoticeFormValues, type NoticeInput, type NoticeKind } from '@school/shared/notice-schemas';
import type { FormEvent } from 'react';
import { FormPanel } from '../../lib/admin/form-panel';
import { useFormFields, type TextKey } from '../../lib/admin/use-form-fields';
import { KIND_TEXT } from './notice-texts';
import { NoticeTranslations } from './notice-translations';
import { checkValues, emptyValues, valuesFromNotice } from './notice-values';

interface Props {
  /** The notice being edited, or null for a new one. */
  editing: AdminNotice | null;
  saving: boolean;
  saveError: string;
  onSubmit: (notice: NoticeInput) => void;
  onCancel: () => void;
}

const KINDS: NoticeKind[] = ['information', 'closure', 'emergency'];

/** The two times, alike but for their words. */
const WHEN = [
  { name: 'startsAt', label: 'Start (India time)', help: 'When the notice starts to show.' },
  { name: 'endsAt', label: 'End (India time)', help: 'When it disappears from the site, with nobody needing to act.' },
] as const;

/** Create or edit one notice. The parent remounts it (key) per notice. */
export function NoticeForm({ editing, saving, saveError, onSubmit, onCancel }: Props) {
  const { values, errors, setErrors, set, bind } = useFormFields<NoticeFormValues>(() =>
    editing ? valuesFromNotice(editing) : emptyValues(),
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { notice, errors: found } = checkValues(values);
    setErrors(found ?? {});
    if (notice) onSubmit(notice);
  };

  const field = (name: TextKey<NoticeFormValues>, help?: string) => ({ ...bind(name, help), disabled: saving });

  return (
    <FormPanel
      headingId="notice-form-heading"
      heading={editing ? 'Edit notice' : 'New notice'}
      onSubmit={handleSubmit}
      saving={saving}
      saveError={saveError}
      onCancel={onCancel}
      submitText={editing ? ['Save notice', 'Saving...'] : ['Post notice', 'Posting...']}
    >
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
      {WHEN.map(({ name, label, help }) => (
        <TextField
          key={name}
          label={label}
          type="datetime-local"
          required
          {...field(name, help)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </FormPanel>
  );
}
