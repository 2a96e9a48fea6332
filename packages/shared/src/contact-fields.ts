// The contact form's plain constants, apart from contact-schemas.ts so the web form can show itself
// without zod (about 13 KB gzipped): the form loads the schemas only when it validates
// (web/src/features/contact/load-contact-schemas.ts). No imports here, please.

/**
 * A field people never see or fill. Bots that fill every input give themselves away; the server
 * answers them as if all went well and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';

export const INVALID_OTP = 'Invalid OTP. Please try again.';
