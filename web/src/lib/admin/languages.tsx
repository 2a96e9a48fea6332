import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Locale } from '@school/shared/i18n/locales';
import type { TranslatedLocale } from '@school/shared/i18n/translations';

// The languages staff translate into, named as the back office (in English) names them, and the
// switch between languages the screens that show one language at a time share.

/** "Punjabi", "Hindi": the one place the admin's language names are written. */
export const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { pa: 'Punjabi', hi: 'Hindi' };

/** Every language of the site by the same names, English first: the language a visitor wrote in. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ...LANGUAGE_NAMES };

interface ToggleProps<L extends string> {
  /** The languages to choose from, in their order, each with its name. */
  languages: Record<L, string>;
  value: L;
  onChange: (language: L) => void;
  /** What the switch chooses, read by screen readers ("Language of the translation"). */
  label: string;
}

/** One button per language; one of them is always chosen. */
export function LanguageToggle<L extends string>({ languages, value, onChange, label }: ToggleProps<L>) {
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_, next: L | null) => next && onChange(next)} aria-label={label}>
      {(Object.entries(languages) as [L, string][]).map(([code, name]) => (
        <ToggleButton key={code} value={code}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
