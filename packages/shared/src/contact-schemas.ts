import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { INVALID_OTP } from './contact-fields.js';

export { HONEYPOT_FIELD, INVALID_OTP } from './contact-fields.js';

// The contact form and its e-mail verification, shared by the routes and the web form so both
// show the spec's texts. Browser-safe: zod only. The web form imports this file only on demand;
// its plain constants live in contact-fields.ts, which does not import zod.

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const contactMessageSchema = z.object({
  name: required('Name is required', 100, 'Name must be at most 100 characters'),
  email: emailSchema,
  subject: required('Subject is required', 200, 'Subject must be at most 200 characters'),
  message: required('Message is required', 5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

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
export interface InboxMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/dashboard/stats. */
export interface DashboardStats {
  pages: number;
  media: number;
  messages: number;
  events: number;
}
