import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { EnquiryInput } from '@school/shared/enquiry-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import { apiSend } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// The enquiry's server call (POST /api/enquiries, issue 38); its e-mail is verified first with the
// contact form's code (lib/visitor-forms). Parents are never signed in, so no token. `locale` is the
// page's language: the parent's acknowledgement is written in it.

interface Sent {
  /** What parents quote: ENQ-2027-0042. */
  reference: string;
}

/** `honeypot` is whatever landed in the hidden field; people leave it empty. Sent only once the consent box is ticked. */
export const sendEnquiry = (input: EnquiryInput, honeypot: string, locale: Locale) =>
  apiSend<Sent>(
    'POST',
    '/enquiries',
    { ...input, locale, [CONSENT_FIELD]: true, [HONEYPOT_FIELD]: honeypot },
    {
      auth: false,
      expect: { accept: (data): data is Sent => isRecord(data) && typeof data.reference === 'string', text: 'Invalid answer from server' },
    },
  );
