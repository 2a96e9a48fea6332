import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DISCLOSURE_ITEM_NAMES, DISCLOSURE_ITEMS } from '@school/shared/disclosure-items';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@school/shared/document-schemas';
import { PublishAtField } from '../../lib/admin/publish-at';
import type { DocumentErrors, DocumentValues } from './document-values';

/** The language a document is written in, as the back office (in English) names it. */
export const DOCUMENT_LANGUAGE_NAMES: Record<DocumentValues['language'], string> = {
  en: 'English',
  pa: 'Punjabi',
  hi: 'Hindi',
  other: 'Another language',
};

interface Props {
  values: DocumentValues;
  set: <K extends keyof DocumentValues>(field: K, value: DocumentValues[K]) => void;
  errors: DocumentErrors;
  disabled: boolean;
}

const dateSlots = { inputLabel: { shrink: true } } as const;

/**
 * What a document is, beside its title: the fields the uploader sets for every file it sends and
 * the edit form for one document, so both ask the same way.
 */
/** The fields of the form that hold one of a few words or dates, which a text field or select edits. */
type TextKey = 'category' | 'dateIssued' | 'classes' | 'language' | 'validUntil' | 'disclosure';

export function DocumentFields({ values, set, errors, disabled }: Props) {
  // What every field of the form takes alike: its value, how it changes, disabled while saving, and
  // its error (else its help) under it.
  const bind = <K extends TextKey>(field: K, help?: string) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value as DocumentValues[K]),
    disabled,
    error: Boolean(errors[field]),
    helperText: errors[field] ?? help,
  });
  return (
    <>
      <TextField select label="Category" {...bind('category')}>
        {DOCUMENT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {DOCUMENT_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Date issued" type="date" required slotProps={dateSlots} {...bind('dateIssued')} />
      <TextField
        label="Classes (optional)"
        {...bind('classes', 'Separate them with commas, like 5, 6, 7. Leave empty for the whole school.')}
      />
      <TextField select label="Language of the document" {...bind('language')}>
        {Object.entries(DOCUMENT_LANGUAGE_NAMES).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Valid until (optional)"
        type="date"
        slotProps={dateSlots}
        {...bind('validUntil', 'For a certificate that lapses. Leave empty if it does not.')}
      />
      <TextField
        select
        label="Mandatory disclosure item"
        // "None" shows as the choice it is, not as an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        {...bind('disclosure', 'The page /mandatory-public-disclosure lists the newest published document of each item.')}
      >
        <MenuItem value="">None</MenuItem>
        {DISCLOSURE_ITEMS.map((item) => (
          <MenuItem key={item} value={item}>
            {DISCLOSURE_ITEM_NAMES[item]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={values.isPublished} onChange={(e) => set('isPublished', e.target.checked)} disabled={disabled} />}
        label="Published on the website"
      />
      {values.isPublished && (
        <PublishAtField
          value={values.publishAt}
          onChange={(value) => set('publishAt', value)}
          error={errors.publishAt}
          disabled={disabled}
        />
      )}
    </>
  );
}
