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
export function DocumentFields({ values, set, errors, disabled }: Props) {
  const help = (field: keyof DocumentValues, text?: string) => ({ error: Boolean(errors[field]), helperText: errors[field] ?? text });
  return (
    <>
      <TextField
        select
        label="Category"
        value={values.category}
        onChange={(e) => set('category', e.target.value as DocumentValues['category'])}
        disabled={disabled}
        {...help('category')}
      >
        {DOCUMENT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {DOCUMENT_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Date issued"
        type="date"
        required
        value={values.dateIssued}
        onChange={(e) => set('dateIssued', e.target.value)}
        disabled={disabled}
        slotProps={dateSlots}
        {...help('dateIssued')}
      />
      <TextField
        label="Classes (optional)"
        value={values.classes}
        onChange={(e) => set('classes', e.target.value)}
        disabled={disabled}
        {...help('classes', 'Separate them with commas, like 5, 6, 7. Leave empty for the whole school.')}
      />
      <TextField
        select
        label="Language of the document"
        value={values.language}
        onChange={(e) => set('language', e.target.value as DocumentValues['language'])}
        disabled={disabled}
        {...help('language')}
      >
        {Object.entries(DOCUMENT_LANGUAGE_NAMES).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Valid until (optional)"
        type="date"
        value={values.validUntil}
        onChange={(e) => set('validUntil', e.target.value)}
        disabled={disabled}
        slotProps={dateSlots}
        {...help('validUntil', 'For a certificate that lapses. Leave empty if it does not.')}
      />
      <TextField
        select
        label="Mandatory disclosure item"
        value={values.disclosure}
        onChange={(e) => set('disclosure', e.target.value as DocumentValues['disclosure'])}
        disabled={disabled}
        // "None" shows as the choice it is, not as an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        {...help('disclosure', 'The page /mandatory-public-disclosure lists the newest published document of each item.')}
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
