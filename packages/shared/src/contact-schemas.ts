import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { INVALID_OTP } from './contact-fields.js';
import { LOCALES } from './i18n/locales.js';
import { storedVersion, viewVersion } from './item-version.js';
import { apiId } from './stored-fields.js';
import { storedConsentSchema } from './consent-schemas.js';

export { HONEYPOT_FIELD, INVALID_OTP } from './contact-fields.js';

// The contact form and its e-mail verification, shared by the routes and the web form so both
// show the spec's texts. Browser-safe: zod only. The web form imports this file only on demand;
// its plain constants live in contact-fields.ts, which does not import zod.

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

const required = (label: keyof typeof CONTACT_LIMITS) => {
  const text = label.charAt(0).toUpperCase() + label.slice(1);
  const max = CONTACT_LIMITS[label];
  return z
    .string({ error: `${text} is required` })
    .trim()
    .min(1, `${text} is required`)
    .max(max, `${text} must be at most ${max} characters`);
};

/** POST /content/contact: what a visitor writes. */
export const contactMessageSchema = z.object({
  name: required('name'),
  email: emailSchema,
  subject: required('subject'),
  message: required('message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/**
 * The language of the page a request came from, so the mails answer in it (issue 25). Optional: the
 * spec's payloads have none, which means English; a value the site does not have is refused (400).
 */
export const pageLocaleSchema = z.enum(LOCALES, { error: 'Language must be en, pa or hi' }).default('en');

/** POST /content/contact as sent: the message and the page's language. */
export const contactRequestSchema = contactMessageSchema.extend({ locale: pageLocaleSchema });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** A contact message as stored (collection `messages`): what the visitor wrote, when, and whether staff read it. */
export const storedMessageSchema = contactMessageSchema.extend({
  createdAt: z.string(),
  read: z.boolean(),
  /** +1 on every write (see item-version.ts); absent on messages older than versions. */
  version: storedVersion,
  /** The page's language when it was not English (absent: English, as on every older message). */
  locale: z.enum(LOCALES).optional(),
  /**
   * Every prefix of every word of the subject and the sender's name (title-words.ts), written when the
   * message is kept, so the inbox's search is one `array-contains` the store answers (issue 34). Never sent out.
   */
  titleWords: z.array(z.string()),
  /** What the sender agreed to (issue 37); absent on messages sent before consent was asked. */
  consent: storedConsentSchema.optional(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** POST /auth/send-otp: the address, and the page's language the code's mail is written in (with English). */
export const sendOtpSchema = z.object({ email: emailSchema, locale: pageLocaleSchema });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({
  email: emailSchema,
  otp: z
    .string({ error: INVALID_OTP })
    .trim()
    .regex(/^\d{6}$/, INVALID_OTP),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** A message as the inbox API returns it. */
export const inboxMessageSchema = storedMessageSchema.omit({ titleWords: true }).extend({ ...apiId, ...viewVersion });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/dashboard/stats. */
export interface DashboardStats {
  pages: number;
  media: number;
  messages: number;
  events: number;
}
