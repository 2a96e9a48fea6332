import type { TranslatedLocale } from '@school/shared/i18n/translations';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';

// The English fields and their optional Punjabi and Hindi versions (issue 25), one language at a
// time: three tabs above the fields, so a phone shows one short form, not three. Only the chosen
// language's fields are on the page, so "Title" names one field, whichever tab is open.

export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { pa: 'Punjabi', hi: 'Hindi' };

type Language = 'en' | TranslatedLocale;

interface Props {
  /** What the tabs are for, read by screen readers ("Gallery text", "Photo text"). */
  label: string;
  english: ReactNode;
  translated: (locale: TranslatedLocale) => ReactNode;
  /** Languages with some text written: their tab says so. */
  written: Record<TranslatedLocale, boolean>;
}

export function LanguageTabs({ label, english, translated, written }: Props) {
  const [language, setLanguage] = useState<Language>('en');
  const id = useId();
  const tab = (value: Language, name: string) => (
    <Tab value={value} label={name} id={`${id}-${value}-tab`} aria-controls={`${id}-panel`} sx={{ minWidth: 0, px: 1 }} />
  );
  return (
    <Box>
      <Tabs
        value={language}
        onChange={(_event, value: Language) => setLanguage(value)}
        aria-label={label}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tab('en', 'English')}
        {tab('pa', written.pa ? 'Punjabi ✓' : 'Punjabi')}
        {tab('hi', written.hi ? 'Hindi ✓' : 'Hindi')}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}-tab`} sx={{ display: 'grid', gap: 2 }}>
        {language === 'en' ? english : translated(language)}
      </Box>
    </Box>
  );
}

/** Label of a translated field: "Title in Punjabi (optional)". */
export const translatedLabel = (field: string, locale: TranslatedLocale) => `${field} in ${LANGUAGE_NAMES[locale]} (optional)`;
