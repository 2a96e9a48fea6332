import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EventItem, EventTranslatedField, EventType } from '@school/shared/event-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { useState, type FormEvent } from 'react';
import { FormPanel } from '../../lib/admin/form-panel';
import { useFormFields } from '../../lib/admin/use-form-fields';
import { ImagePicker, type ImagePickerTexts } from '../../lib/admin/image-picker';
import { NotifySubscribersField, useNotifyChoice } from '../../lib/admin/notify-subscribers';
import { PublishAtField } from '../../lib/admin/publish-at';
import { emptyValues, validate, valuesFromItem, type FormValues, type ImageChoice, type TranslationKey } from './form-values';
import { LinkedDocumentField } from './linked-document-field';
import { TagSelect } from './tag-select';
import { TranslationFields } from './translation-fields';

const IMAGE_TEXTS: ImagePickerTexts = {
  choose: 'Choose Image',
  replace: 'Change Image',
  remove: ({ file, current }) => (file || current ? 'Remove Image' : null),
  previewAlt: "Preview of the item's image",
  notAnImage: 'Please choose an image file (JPEG, PNG or WebP).',
};

interface Props {
  /** The item being edited, or null to create one of `presetType`. */
  editing: EventItem | null;
  presetType: EventType;
  saving: boolean;
  saveError: string;
  /** `notify`: announce the saved item to its topic's subscribers (issue 39). */
  onSubmit: (values: FormValues, image: ImageChoice, notify: boolean) => void;
  onCancel: () => void;
}

/** The right-hand panel: create or edit one item. The parent remounts it (key) per item. */
export function NewsItemForm({ editing, presetType, saving, saveError, onSubmit, onCancel }: Props) {
  const { values, setValues, errors, setErrors, set, bind } = useFormFields<FormValues, TranslationKey>(() =>
    editing ? valuesFromItem(editing) : emptyValues(presetType),
  );
  const [file, setFile] = useState<File | null>(null);
  const [removeExisting, setRemoveExisting] = useState(false);
  // News and events are not mailed unless staff say so (urgent notices and circulars are, by default).
  const notify = useNotifyChoice(false);

  const setTranslation = (locale: TranslatedLocale, field: EventTranslatedField, text: string) => {
    setValues((current) => ({
      ...current,
      translations: { ...current.translations, [locale]: { ...current.translations?.[locale], [field]: text } },
    }));
    setErrors((current) => ({ ...current, [`translations.${locale}.${field}`]: undefined }));
  };
  const translated = { values, errors, onChange: setTranslation, disabled: saving };

  const existingUrl = editing?.image && !removeExisting ? (editing.image.variants[0]?.url ?? editing.image.url) : null;
  const heading = editing ? 'Edit Item' : values.type === 'event' ? 'Create New Event' : 'Create New News';
  const isEvent = values.type === 'event';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(values, { file, removeExisting: removeExisting && !file }, notify.checked);
  };

  return (
    <FormPanel
      headingId="news-form-heading"
      heading={heading}
      onSubmit={handleSubmit}
      saving={saving}
      saveError={saveError}
      onCancel={onCancel}
      submitText={editing ? ['Update', 'Updating...'] : ['Create', 'Creating...']}
    >
      <TextField label="Title" required autoFocus {...bind('title')} disabled={saving} />
      <TranslationFields field="title" label="Title" {...translated} />
      <TextField label="Description" required multiline minRows={4} {...bind('description')} disabled={saving} />
      <TranslationFields field="description" label="Description" multiline {...translated} />
      <TextField select label="Type" value={values.type} onChange={(e) => set('type', e.target.value as EventType)} disabled={saving}>
        <MenuItem value="news">News</MenuItem>
        <MenuItem value="event">Event</MenuItem>
      </TextField>
      <TagSelect value={values.tags} onChange={(tags) => set('tags', tags)} disabled={saving} error={errors.tags} />
      {isEvent && (
        <>
          <TextField
            label="Start date and time"
            type="datetime-local"
            required
            {...bind('startDate', 'School time (India)')}
            disabled={saving}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="End date and time"
            type="datetime-local"
            {...bind('endDate', 'Optional')}
            disabled={saving}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label="Location" value={values.location} onChange={(e) => set('location', e.target.value)} disabled={saving} />
          <TranslationFields field="location" label="Location" {...translated} />
        </>
      )}
      <LinkedDocumentField
        slug={values.documentSlug}
        onChange={(slug) => set('documentSlug', slug)}
        error={errors.documentSlug}
        disabled={saving}
      />
      <NotifySubscribersField kind="event" itemId={editing?._id} {...notify} disabled={saving} />
      <PublishAtField value={values.publishAt} onChange={(value) => set('publishAt', value)} error={errors.publishAt} disabled={saving} />
      <ImagePicker
        currentUrl={existingUrl}
        file={file}
        onFile={setFile}
        disabled={saving}
        texts={IMAGE_TEXTS}
        preview="banner"
        inputTestId="news-image-input"
        onRemove={() => {
          // Removing clears both the new file and the preview of the stored image.
          if (editing?.image) setRemoveExisting(true);
        }}
      />
    </FormPanel>
  );
}
