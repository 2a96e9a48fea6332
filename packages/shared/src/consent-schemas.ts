import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';

export { CONSENT_FIELD, CONSENT_LABEL, CONSENT_REQUIRED } from './consent-fields.js';

/**
 * What a visitor agreed to, kept with the record their consent covers (a contact message; later an
 * enquiry or a subscription): the privacy notice's version then in force, when, and the language of
 * the page they read it in. Browser-safe: zod only.
 */
export const storedConsentSchema = z.object({
  noticeVersion: z.number().int().min(1),
  agreedAt: z.string(),
  locale: z.enum(LOCALES),
});
export type StoredConsent = z.infer<typeof storedConsentSchema>;
