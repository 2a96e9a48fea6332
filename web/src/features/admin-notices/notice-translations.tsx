import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TranslatedLocale, Translations } from '@school/shared/i18n/translations';
import { useState } from 'react';

type NoticeTranslationsValue = Translations<'text' | 'linkLabel'>;

const LANGUAGES: [TranslatedLocale, string][] = [
  ['pa', 'Punjabi'],
  ['hi', 'Hindi'],
];

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
  // Closed until asked for, unless the notice has a translation (or a refused one to correct).
  const [open, setOpen] = useState(() => Boolean(value.pa ?? value.hi));
  if (!open && !error) {
    return (
      <div>
        <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={disabled}>
          Add Punjabi and Hindi (optional)
        </Button>
      </div>
    );
  }
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Punjabi and Hindi (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Visitors reading the site in Punjabi or Hindi see these; where one is empty they see the English.
      </Typography>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {LANGUAGES.map(([locale, language]) => (
        <Stack key={locale} spacing={2}>
          <TextField
            label={`Notice text in ${language}`}
            multiline
            minRows={2}
            value={value[locale]?.text ?? ''}
            onChange={(e) => set(locale, 'text', e.target.value)}
            disabled={disabled}
          />
          {hasLink && (
            <TextField
              label={`Link text in ${language}`}
              value={value[locale]?.linkLabel ?? ''}
              onChange={(e) => set(locale, 'linkLabel', e.target.value)}
              disabled={disabled}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
