import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTICE_LIMITS, type AdminNotice, type NoticeFormValues, type NoticeInput, type NoticeKind } from '@school/shared/notice-schemas';
import type { FormEvent } from 'react';
import { DocumentPicker, type ChosenDocument } from '../../lib/admin/document-picker';
import { FormPanel } from '../../lib/admin/form-panel';
import { NotifySubscribersField, useNotifyChoice } from '../../lib/admin/notify-subscribers';
import { useFormFields, type TextKey } from '../../lib/admin/use-form-fields';
import { KIND_TEXT } from './notice-texts';
import { NoticeTranslations } from './notice-translations';
import { checkValues, emptyValues, valuesFromNotice } from './notice-values';

interface Props {
  /** The notice being edited, or null for a new one. */
  editing: AdminNotice | null;
  saving: boolean;
  saveError: string;
  onSubmit: (notice: NoticeInput, notify: boolean) => void;
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
  // A closure or an emergency goes to subscribers at once unless staff untick it (issue 39).
  const notify = useNotifyChoice(values.kind !== 'information');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { notice, errors: found } = checkValues(values);
    setErrors(found ?? {});
    if (notice) onSubmit(notice, notify.checked);
  };

  // The link text, when staff left it empty, says which document the banner leads to (within its limit).
  const chooseDocument = (doc: ChosenDocument) => {
    set('link', doc.path);
    if (values.linkLabel.trim() === '') set('linkLabel', doc.title.slice(0, NOTICE_LIMITS.linkLabel).trim());
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
        // Not type="url": a page of this site (/documents/...) is a link too.
        slotProps={{ htmlInput: { inputMode: 'url' } }}
        {...field(
          'link',
          'A page with more details: a document chosen below, a page of this site (/contact) or an address starting with https://',
        )}
      />
      <DocumentPicker disabled={saving} onChoose={chooseDocument} />
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
      <NotifySubscribersField kind="notice" itemId={editing?._id} {...notify} disabled={saving} />
    </FormPanel>
  );
}
