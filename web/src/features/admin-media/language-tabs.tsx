import { TRANSLATED_LOCALES, type TranslatedLocale } from '@school/shared/i18n/translations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { LANGUAGE_NAMES } from '../../lib/admin/languages';

// The English fields and their optional Punjabi and Hindi versions (issue 25), one language at a
// time: three tabs above the fields, so a phone shows one short form, not three. Only the chosen
// language's fields are on the page, so "Title" names one field, whichever tab is open.

type Language = 'en' | TranslatedLocale;

interface Props {
  /** What the tabs are for, read by screen readers ("Gallery text", "Photo text"). */
  label: string;
  english: ReactNode;
  translated: (locale: TranslatedLocale) => ReactNode;
  /** The texts typed in each language: a tab whose language has some says so. */
  texts: Record<TranslatedLocale, Record<string, string>>;
  /** A problem to show above the tabs: its field may be on a tab not open. */
  error?: string;
}

export function LanguageTabs({ label, english, translated, texts, error }: Props) {
  const [language, setLanguage] = useState<Language>('en');
  const id = useId();
  const written = (locale: TranslatedLocale) => Object.values(texts[locale]).some((text) => text.trim() !== '');
  const tab = (value: Language, name: string) => (
    <Tab key={value} value={value} label={name} id={`${id}-${value}-tab`} aria-controls={`${id}-panel`} sx={{ minWidth: 0, px: 1 }} />
  );
  return (
    <Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Tabs
        value={language}
        onChange={(_event, value: Language) => setLanguage(value)}
        aria-label={label}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tab('en', 'English')}
        {TRANSLATED_LOCALES.map((locale) => tab(locale, written(locale) ? `${LANGUAGE_NAMES[locale]} ✓` : LANGUAGE_NAMES[locale]))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}-tab`} sx={{ display: 'grid', gap: 2 }}>
        {language === 'en' ? english : translated(language)}
      </Box>
    </Box>
  );
}

/** Label of a translated field: "Title in Punjabi (optional)". */
export const translatedLabel = (field: string, locale: TranslatedLocale) => `${field} in ${LANGUAGE_NAMES[locale]} (optional)`;
