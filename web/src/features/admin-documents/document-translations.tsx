import TextField from '@mui/material/TextField';
import type { TranslatedLocale } from '@school/shared/i18n/translations';
import { useState } from 'react';
import { LANGUAGE_NAMES, LanguageToggle } from '../../lib/admin/languages';
import { TranslationsFieldset } from '../../lib/admin/translations-fieldset';
import type { DocumentErrors, DocumentValues } from './document-values';

type Field = 'title' | 'description';

interface Props {
  value: DocumentValues['translations'];
  onChange: (locale: TranslatedLocale, field: Field, text: string) => void;
  errors: DocumentErrors;
  disabled: boolean;
}

/** The document's optional Punjabi and Hindi title and description, one language at a time (as content pages). */
export function DocumentTranslations({ value, onChange, errors, disabled }: Props) {
  const firstError = (['pa', 'hi'] as const).find(
    (locale) => errors[`translations.${locale}.title`] ?? errors[`translations.${locale}.description`],
  );
  const [locale, setLocale] = useState<TranslatedLocale>(firstError ?? 'pa');
  const language = LANGUAGE_NAMES[locale];
  const fields = value[locale] ?? {};
  const field = (name: Field, label: string, multiline: boolean) => {
    const error = errors[`translations.${locale}.${name}`];
    return (
      <TextField
        label={`${label} in ${language}`}
        value={fields[name] ?? ''}
        onChange={(e) => onChange(locale, name, e.target.value)}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        // The browser picks the right keyboard, spell-checker and font for the text.
        slotProps={{ htmlInput: { lang: locale } }}
      />
    );
  };
  return (
    <TranslationsFieldset
      translated={Boolean(value.pa?.title || value.pa?.description || value.hi?.title || value.hi?.description)}
      error={firstError ? 'Please check the translation.' : undefined}
      disabled={disabled}
      controls={<LanguageToggle languages={LANGUAGE_NAMES} value={locale} onChange={setLocale} label="Language of the translation" />}
    >
      {field('title', 'Title', false)}
      {field('description', 'Description', true)}
    </TranslationsFieldset>
  );
}
