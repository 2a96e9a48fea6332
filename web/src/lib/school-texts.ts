import type { SettingsTextField } from '@school/shared/settings-schemas';
import { useLocalized, type LocalizedText } from './i18n/localized';
import { useSchool } from './school-settings';

// The settings visitors read as sentences (the principal's title and message, the office and
// admissions hours, the curriculum partner's text) in the page's language: staff's Punjabi or
// Hindi where they wrote one in /admin/settings, else the English, marked lang="en". Names,
// numbers and addresses are the same in every language (useSchool).

/** `text(field)`: the setting's text in the page's language, with its lang. */
export function useSchoolTexts(): (field: SettingsTextField) => LocalizedText {
  const school = useSchool();
  const localized = useLocalized();
  const item = {
    principalTitle: school.principal.title,
    principalMessage: school.principal.message,
    officeHours: school.officeHours,
    admissionsHours: school.admissionsHours,
    partnerDescription: school.partner.description,
    translations: school.translations,
  };
  return (field) => localized(item, field);
}
