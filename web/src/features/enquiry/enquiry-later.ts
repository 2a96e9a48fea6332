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

/** The schema's own words for a missing or impossible day. */
const NO_BIRTH_DAY = 'Date of birth: choose a date';

/** The enquiry as the server takes it, or what is wrong with it (the first problem of each field). */
export function checkEnquiry(
  values: Record<EnquiryField, string>,
  consent: boolean,
  today: string,
): { data: EnquiryInput; errors?: undefined } | { errors: EnquiryErrors } {
  const parsed = enquiryInputSchema.safeParse(values);
  const errors: EnquiryErrors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as EnquiryField] ??= issue.message;
  // A birth after today is a slip of the picker: no class can be worked out from it.
  if (values.dateOfBirth > today) errors.dateOfBirth ??= NO_BIRTH_DAY;
  // The browser refuses it before the server would (which answers the same words).
  if (!consent) errors[CONSENT_FIELD] = CONSENT_REQUIRED;
  return parsed.success && Object.keys(errors).length === 0 ? { data: parsed.data } : { errors };
}
