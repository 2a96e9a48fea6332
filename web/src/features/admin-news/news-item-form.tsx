import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EventItem, EventTranslatedField, EventType } from '@school/shared/event-schemas';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { useState, type FormEvent } from 'react';
import { ImagePicker, type ImagePickerTexts } from '../../lib/admin/image-picker';
import { PublishAtField } from '../../lib/admin/publish-at';
import { emptyValues, validate, valuesFromItem, type FieldErrors, type FormValues, type ImageChoice } from './form-values';
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
  onSubmit: (values: FormValues, image: ImageChoice) => void;
  onCancel: () => void;
}

/** The right-hand panel: create or edit one item. The parent remounts it (key) per item. */
export function NewsItemForm({ editing, presetType, saving, saveError, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<FormValues>(() => (editing ? valuesFromItem(editing) : emptyValues(presetType)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [removeExisting, setRemoveExisting] = useState(false);

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    onSubmit(values, { file, removeExisting: removeExisting && !file });
  };

  return (
    <Paper component="section" aria-labelledby="news-form-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="news-form-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {heading}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2 }}>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <TextField
          label="Title"
          required
          autoFocus
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          disabled={saving}
        />
        <TranslationFields field="title" label="Title" {...translated} />
        <TextField
          label="Description"
          required
          multiline
          minRows={4}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          disabled={saving}
        />
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
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              error={Boolean(errors.startDate)}
              helperText={errors.startDate ?? 'School time (India)'}
              disabled={saving}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="End date and time"
              type="datetime-local"
              value={values.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              error={Boolean(errors.endDate)}
              helperText={errors.endDate ?? 'Optional'}
              disabled={saving}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField label="Location" value={values.location} onChange={(e) => set('location', e.target.value)} disabled={saving} />
            <TranslationFields field="location" label="Location" {...translated} />
          </>
        )}
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
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {editing ? (saving ? 'Updating...' : 'Update') : saving ? 'Creating...' : 'Create'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
