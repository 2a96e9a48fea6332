import { toImage } from '@school/shared/image-schemas';
import { versionOf } from '@school/shared/item-version';
import { SETTINGS_IMAGE_SLOTS, type AdminSettings, type SchoolFacts, type SchoolSettings } from '@school/shared/settings-schemas';
import { SCHOOL_FACT_KEYS, type AdminSettingsState, type SchoolSettingsState } from '../../domain/settings/school-settings.js';

/** What every public page reads: the facts, their translations, the images without their keys and the form link. */
export function presentSchoolSettings({ school, admissionFormLink }: SchoolSettingsState): SchoolSettings {
  const facts = Object.fromEntries(SCHOOL_FACT_KEYS.map((key) => [key, school[key]])) as SchoolFacts;
  const images = Object.fromEntries(
    SETTINGS_IMAGE_SLOTS.map((slot) => {
      const image = school.images[slot];
      return [slot, image ? toImage(image) : null];
    }),
  ) as SchoolSettings['images'];
  // Punjabi and Hindi versions of the texts among the facts; absent: none.
  const translations = school.translations ? { translations: school.translations } : {};
  return { ...facts, ...translations, images, admissionFormLink };
}

/** What the admin screen reads: also the office's address, the first-run checklist and the version. */
export function presentAdminSettings(state: AdminSettingsState): AdminSettings {
  return {
    ...presentSchoolSettings(state),
    officeEmail: state.officeEmail,
    confirmedAt: state.school.confirmedAt,
    unconfirmed: state.unconfirmed,
    version: versionOf(state.school),
  };
}
