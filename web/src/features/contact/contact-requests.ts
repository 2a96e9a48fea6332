import type { ContactMessageInput } from '@school/shared/contact-schemas';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { CONSENT_FIELD } from '@school/shared/consent-fields';
import type { Locale } from '@school/shared/i18n/locales';
import { apiSend } from '../../lib/api-client';

// The contact form's own server call (spec section 7); the code's two are lib/visitor-forms/otp-requests.ts.
// `locale` is the page's language: the office's copy is written with it.

/** `honeypot` is whatever landed in the hidden field; people leave it empty. Sent only once the consent box is ticked. */
export const sendContactMessage = (input: ContactMessageInput, honeypot: string, locale: Locale) =>
  apiSend('POST', '/content/contact', { ...input, locale, [CONSENT_FIELD]: true, [HONEYPOT_FIELD]: honeypot }, { auth: false });
