import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TRANSLATED_LOCALES } from '@school/shared/i18n/translations';
import type { SettingsTextField } from '@school/shared/settings-schemas';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../lib/admin/languages';
import { SettingsField, SettingsSection } from './settings-parts';
import type { Field } from './settings-values';
import type { SettingsForm } from './use-settings-form';

// The settings visitors read as sentences, in Punjabi and Hindi (optional). Names, numbers,
// addresses and links are the same in every language and have no box here.

const TEXTS: { field: SettingsTextField; label: string; multiline?: boolean }[] = [
  { field: 'principalTitle', label: "Principal's title" },
  { field: 'principalMessage', label: "Principal's message", multiline: true },
  { field: 'officeHours', label: 'Office hours' },
  { field: 'admissionsHours', label: 'Admissions hours' },
  { field: 'partnerDescription', label: "Curriculum partner's text", multiline: true },
];

const fieldOf = (locale: string, field: SettingsTextField) => `translations.${locale}.${field}` as Field;

export function SettingsTranslations({ form }: { form: SettingsForm }) {
  const filled = TRANSLATED_LOCALES.some((locale) => TEXTS.some(({ field }) => form.values[fieldOf(locale, field)] !== ''));
  const wrong = TRANSLATED_LOCALES.some((locale) => TEXTS.some(({ field }) => form.errorOf(fieldOf(locale, field)) !== undefined));
  const [open, setOpen] = useState(filled);
  return (
    <SettingsSection
      title="Punjabi and Hindi (optional)"
      intro="What visitors reading the site in Punjabi or Hindi see instead of these English texts. Where a box is empty they see the English."
    >
      {open || wrong ? (
        TRANSLATED_LOCALES.map((locale) => (
          <div key={locale} style={{ display: 'contents' }}>
            <Typography component="h3" sx={{ fontWeight: 700, gridColumn: '1 / -1' }}>
              {LANGUAGE_NAMES[locale]}
            </Typography>
            {TEXTS.map(({ field, label, multiline }) => (
              <SettingsField
                key={field}
                form={form}
                field={fieldOf(locale, field)}
                label={`${label} in ${LANGUAGE_NAMES[locale]}`}
                multiline={multiline}
                minRows={multiline ? 3 : undefined}
                wide={multiline}
              />
            ))}
          </div>
        ))
      ) : (
        <div>
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            Add Punjabi and Hindi
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
