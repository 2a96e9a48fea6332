import { CONSENT_FIELD, CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { enquiryInputSchema, type EnquiryField, type EnquiryInput } from '@school/shared/enquiry-schemas';

// What the enquiry form needs only once the parent acts (./load-enquiry-later.ts loads it, with its
// texts): the check with the server's own schema (zod and the phone library), the send, and what
// shows after a press (the question before a mismatched class, the sent enquiry).
export { sendEnquiry } from './enquiry-requests';
export { EnquirySent } from './enquiry-sent';
export { MismatchQuestion } from './mismatch-question';

/** What is wrong with the form, by field, in English (the schema's and the server's words). */
export type EnquiryErrors = Partial<Record<EnquiryField | typeof CONSENT_FIELD, string>>;

// The server's words for a day it refuses (functions/src/domain/enquiries/receive-enquiry.ts).
const BIRTH_NOT_PAST = 'Date of birth: choose a day in the past';
const VISIT_PAST = 'Preferred visit date: choose a day from today on';

/** The enquiry as the server takes it, or what is wrong with it (the first problem of each field). */
export function checkEnquiry(
  values: Record<EnquiryField, string>,
  consent: boolean,
  today: string,
): { data: EnquiryInput; errors?: undefined } | { errors: EnquiryErrors } {
  const parsed = enquiryInputSchema.safeParse(values);
  const errors: EnquiryErrors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as EnquiryField] ??= issue.message;
  // Refused here before the server would: a birth from today on (a slip of the picker), a visit in the past.
  if (values.dateOfBirth >= today) errors.dateOfBirth ??= BIRTH_NOT_PAST;
  if (values.visitDate !== '' && values.visitDate < today) errors.visitDate ??= VISIT_PAST;
  // The browser refuses it before the server would (which answers the same words).
  if (!consent) errors[CONSENT_FIELD] = CONSENT_REQUIRED;
  return parsed.success && Object.keys(errors).length === 0 ? { data: parsed.data } : { errors };
}
