import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { EventTranslatedField } from '@school/shared/event-schemas';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@school/shared/i18n/translations';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../lib/admin/languages';
import type { FieldErrors, FormValues } from './form-values';

// The admin stays in English; the Punjabi and Hindi versions of a text sit just below its English
// field, side by side on a wide screen and one under the other on a phone. All optional: where one
// is left empty, visitors on the Punjabi or Hindi site read the English. Closed behind a small
// button until staff want them (open from the start when the item has some), so the form stays
// short for the many items written in English only.

interface Props {
  field: EventTranslatedField;
  /** The English field's label: "Title" gives "Title in Punjabi (optional)". */
  label: string;
  values: FormValues;
  errors: FieldErrors;
  onChange: (locale: TranslatedLocale, field: EventTranslatedField, text: string) => void;
  disabled: boolean;
  multiline?: boolean;
}

export function TranslationFields({ field, label, values, errors, onChange, disabled, multiline = false }: Props) {
  // 'asked': opened by its button, which then leaves: focus moves on to the first field.
  const [open, setOpen] = useState<boolean | 'asked'>(() => TRANSLATED_LOCALES.some((locale) => values.translations?.[locale]?.[field]));
  const hasError = TRANSLATED_LOCALES.some((locale) => errors[`translations.${locale}.${field}`]);
  if (!open && !hasError) {
    return (
      <Button size="small" onClick={() => setOpen('asked')} disabled={disabled} sx={{ justifySelf: 'start', mt: -1 }}>
        Add {label.toLowerCase()} in Punjabi and Hindi (optional)
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {TRANSLATED_LOCALES.map((locale) => {
        const error = errors[`translations.${locale}.${field}`];
        return (
          <TextField
            key={locale}
            autoFocus={open === 'asked' && locale === 'pa'}
            label={`${label} in ${LANGUAGE_NAMES[locale]} (optional)`}
            size="small"
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            value={values.translations?.[locale]?.[field] ?? ''}
            onChange={(e) => onChange(locale, field, e.target.value)}
            error={Boolean(error)}
            helperText={error}
            disabled={disabled}
            // The browser picks the right keyboard, spell-checker and font for the text.
            slotProps={{ htmlInput: { lang: locale } }}
          />
        );
      })}
    </Box>
  );
}
