import { ageForClass, eligibleClass, type AdmissionClass } from '@school/shared/admission-classes';
import { ENQUIRY_FIELDS, type EnquiryField } from '@school/shared/enquiry-fields';
import type { OfficeEnquiry } from './enquiries-api';
import { formatDay } from './enquiry-words';

// What /admin/enquiries/new holds and checks: the public form's fields as typed, the family's
// language and the consent the staff member confirms. The check is the server's own schema and its
// day rules (functions/src/domain/enquiries/receive-enquiry.ts), so a message is the one it would answer.

export type RecordField = EnquiryField | 'locale' | 'consent';
export type RecordValues = Record<EnquiryField, string> & { locale: OfficeEnquiry['locale'] };
export type RecordErrors = Partial<Record<RecordField, string>>;

/** The fields in the order the form shows them: the focus goes to the first that needs correcting. */
export const RECORD_FIELDS: readonly RecordField[] = [
  'parentName',
  'phone',
  'email',
  'locale',
  'childName',
  'dateOfBirth',
  'academicYear',
  'classSought',
  'currentSchool',
  'visitDate',
  'message',
  'consent',
];

export const emptyRecord = (): RecordValues => ({
  ...(Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, ''])) as Record<EnquiryField, string>),
  locale: 'en',
});

export const CONSENT_NEEDED = 'Confirm that the parent agreed to the privacy notice';
const BIRTH_NOT_PAST = 'Date of birth: choose a day in the past';
const VISIT_PAST = 'Preferred visit date: choose a day from today on';

/**
 * The enquiry as the server takes it, or the first problem of each field. The schema (zod and the
 * phone library) loads at the first check: every public page carries the list of files /admin
 * preloads, so the back office's own file must not import it (the public JS budget).
 */
export async function checkRecord(
  values: RecordValues,
  consent: boolean,
  today: string,
): Promise<{ data: OfficeEnquiry } | { errors: RecordErrors }> {
  const { enquiryInputSchema } = await import('@school/shared/enquiry-schemas');
  const parsed = enquiryInputSchema.safeParse(values);
  const errors: RecordErrors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as EnquiryField] ??= issue.message;
  if (values.dateOfBirth >= today) errors.dateOfBirth ??= BIRTH_NOT_PAST;
  if (values.visitDate !== '' && values.visitDate < today) errors.visitDate ??= VISIT_PAST;
  if (!consent) errors.consent = CONSENT_NEEDED;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { data: { ...parsed.data, locale: values.locale, consent: true } };
}

export const firstWrong = (errors: RecordErrors): RecordField | undefined => RECORD_FIELDS.find((field) => errors[field]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The class the date of birth fits in the year chosen, as the public form finds it; undefined until both are given. */
export function eligibleFor(values: RecordValues, classes: readonly AdmissionClass[], today: string): string | null | undefined {
  if (!DAY.test(values.dateOfBirth) || values.dateOfBirth >= today || !values.academicYear || classes.length === 0) return undefined;
  return eligibleClass(values.dateOfBirth, values.academicYear, classes);
}

/**
 * What the date of birth says about the class, worded for staff: the class the age fits by its
 * cut-off day and, when another class is chosen, that it is not that one (staff may record it anyway).
 */
export function eligibilityLine(
  values: RecordValues,
  classes: readonly AdmissionClass[],
  today: string,
): { text: string; mismatch: boolean } {
  const name = eligibleFor(values, classes, today);
  if (name === undefined)
    return { text: 'Choose the date of birth and the year to see which class fits the child’s age.', mismatch: false };
  const cutOff = classes.find((one) => one.name === name) ?? classes[0];
  const age = cutOff ? Math.max(0, ageForClass(values.dateOfBirth, values.academicYear, cutOff)) : 0;
  const by = `By ${formatDay(`${values.academicYear.slice(0, 4)}-${cutOff?.by ?? '03-31'}`)} the child will be ${age === 0 ? 'under a year' : age === 1 ? '1 year' : `${age} years`} old`;
  const fits = name ? `${by}: the class for that age is ${name}.` : `${by}: no class the school admits to is for that age.`;
  const mismatch = values.classSought !== '' && values.classSought !== name;
  return { text: mismatch ? `${fits} Not the class chosen (${values.classSought}); you can still record it.` : fits, mismatch };
}
