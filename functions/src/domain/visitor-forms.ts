import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { Locale } from '@school/shared/i18n/locales';

// What the visitors' forms (the contact form, the admission enquiry) share on the server.

/** True when the field people never see was filled in: a bot, to be answered as if it worked. */
export function isBotSubmission(body: unknown): boolean {
  const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof honeypot === 'string' && honeypot.trim() !== '';
}

/** The languages' names as the office reads them in its mails (in English, like the back office). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', pa: 'Punjabi', hi: 'Hindi' };
