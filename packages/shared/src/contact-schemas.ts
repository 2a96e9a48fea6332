import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { INVALID_OTP } from './contact-fields.js';
import { storedVersion, viewVersion } from './item-version.js';
import { apiId } from './stored-fields.js';

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

/** A contact message as stored (collection `messages`): what the visitor wrote, when, and whether staff read it. */
export const storedMessageSchema = contactMessageSchema.extend({
  createdAt: z.string(),
  read: z.boolean(),
  /** +1 on every write (see item-version.ts); absent on messages older than versions. */
  version: storedVersion,
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export const sendOtpSchema = z.object({ email: emailSchema });
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
export const inboxMessageSchema = storedMessageSchema.extend({ ...apiId, ...viewVersion });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/dashboard/stats. */
export interface DashboardStats {
  pages: number;
  media: number;
  messages: number;
  events: number;
}
