import type { Locale } from '@school/shared/i18n/locales';
import { apiSend } from '../api-client';

// The e-mail verification's two server calls (spec section 7), which every visitor's form that asks
// for an address goes through first (the contact form, the admission enquiry). Visitors are never
// signed in, so no token. `locale` is the page's language: the code's mail is written in it.

export const sendOtp = (email: string, locale: Locale) => apiSend('POST', '/auth/send-otp', { email, locale }, { auth: false });

export const verifyOtp = (email: string, otp: string) => apiSend('POST', '/auth/verify-otp', { email, otp }, { auth: false });
