import type { PageTranslations } from '@school/shared/page-text-translations';
import type { PrivacyTexts } from '@school/shared/privacy-schemas';

// The privacy notice of a new install (defaults-privacy.ts) in Punjabi and Hindi: the DPDP Rules let
// a notice be in English or a language of the Eighth Schedule, and parents here read these two.

export const PRIVACY_DEFAULT_TRANSLATIONS: PageTranslations<PrivacyTexts> = {};
