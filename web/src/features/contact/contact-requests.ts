import type { ContactMessageInput } from '@school/shared/contact-schemas';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { apiSend } from '../../lib/api-client';

// The contact form's three server calls (spec section 7). Visitors are never signed in, so no token.

export const sendOtp = (email: string) => apiSend('POST', '/auth/send-otp', { email }, { auth: false });

export const verifyOtp = (email: string, otp: string) => apiSend('POST', '/auth/verify-otp', { email, otp }, { auth: false });

/** `honeypot` is whatever landed in the hidden field; people leave it empty. */
export const sendContactMessage = (input: ContactMessageInput, honeypot: string) =>
  apiSend('POST', '/content/contact', { ...input, [HONEYPOT_FIELD]: honeypot }, { auth: false });
