import type { ContactMessageInput } from '@school/shared/contact-schemas';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { CONSENT_FIELD } from '@school/shared/consent-fields';
import type { Locale } from '@school/shared/i18n/locales';
import { apiSend } from '../../lib/api-client';

// The contact form's three server calls (spec section 7). Visitors are never signed in, so no token.
// `locale` is the page's language: the code's mail and the office's copy are written with it.

export const sendOtp = (email: string, locale: Locale) => apiSend('POST', '/auth/send-otp', { email, locale }, { auth: false });

export const verifyOtp = (email: string, otp: string) => apiSend('POST', '/auth/verify-otp', { email, otp }, { auth: false });

/** `honeypot` is whatever landed in the hidden field; people leave it empty. Sent only once the consent box is ticked. */
export const sendContactMessage = (input: ContactMessageInput, honeypot: string, locale: Locale) =>
  apiSend('POST', '/content/contact', { ...input, locale, [CONSENT_FIELD]: true, [HONEYPOT_FIELD]: honeypot }, { auth: false });
