import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSLATED_LOCALES, type TranslatedLocale, type Translations } from '@school/shared/i18n/translations';
import { LANGUAGE_NAMES } from '../../lib/admin/languages';
import { TranslationsFieldset } from '../../lib/admin/translations-fieldset';

type NoticeTranslationsValue = Translations<'text' | 'linkLabel'>;

interface Props {
  value: NoticeTranslationsValue;
  onChange: (value: NoticeTranslationsValue) => void;
  /** The link text fields show only when the notice has a link. */
  hasLink: boolean;
  disabled: boolean;
  error?: string | undefined;
}

/** The notice's optional Punjabi and Hindi text (and link text), beside the English fields above. */
export function NoticeTranslations({ value, onChange, hasLink, disabled, error }: Props) {
  const set = (locale: TranslatedLocale, field: 'text' | 'linkLabel', text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [field]: text } });
  return (
    <TranslationsFieldset translated={Boolean(value.pa ?? value.hi)} error={error} disabled={disabled}>
      {TRANSLATED_LOCALES.map((locale) => (
        <Stack key={locale} spacing={2}>
          <TextField
            label={`Notice text in ${LANGUAGE_NAMES[locale]}`}
            multiline
            minRows={2}
            value={value[locale]?.text ?? ''}
            onChange={(e) => set(locale, 'text', e.target.value)}
            disabled={disabled}
          />
          {hasLink && (
            <TextField
              label={`Link text in ${LANGUAGE_NAMES[locale]}`}
              value={value[locale]?.linkLabel ?? ''}
              onChange={(e) => set(locale, 'linkLabel', e.target.value)}
              disabled={disabled}
            />
          )}
        </Stack>
      ))}
    </TranslationsFieldset>
  );
}
