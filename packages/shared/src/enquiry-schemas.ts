import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ACADEMIC_YEAR_PATTERN } from './admission-classes.js';
import { emailSchema } from './auth-schemas.js';
import { storedConsentSchema } from './consent-schemas.js';
import { pageLocaleSchema } from './contact-schemas.js';
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES } from './enquiry-fields.js';
import { LOCALES } from './i18n/locales.js';
import { storedVersion, versionInput, viewVersion } from './item-version.js';
import { apiId } from './stored-fields.js';

export * from './enquiry-fields.js';

// An admission enquiry (issue 38): what a parent sends from /admissions/enquire, and what the office
// adds as it works it (status, notes, a follow-up date, who has it). One schema, from which the form's
// checks, the stored shape and the admin's view are derived. Browser-safe: the web loads it on demand.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => {
  const time = DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  // 2026-02-31 parses to 3 March: a real day reads back as written.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine(isRealDay, `${label}: choose a date`);

/**
 * A mobile number, Indian unless it starts with another country's +code, kept in one form (E.164,
 * +919876543210) by libphonenumber-js, so the office can dial or search it however it was typed.
 */
export const phoneSchema = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .min(1, 'Mobile number is required')
  .max(30, 'Mobile number: enter a valid mobile number, like 98765 43210')
  .transform((value, context) => {
    const parsed = parsePhoneNumberFromString(value, 'IN');
    if (!parsed?.isValid()) {
      context.addIssue({ code: 'custom', message: 'Mobile number: enter a valid mobile number, like 98765 43210' });
      return z.NEVER;
    }
    return parsed.number;
  });

/** The parts of an enquiry a parent writes. */
export const enquiryInputSchema = z.object({
  parentName: text("Parent's name", ENQUIRY_LIMITS.name),
  phone: phoneSchema,
  email: emailSchema,
  childName: text("Child's name", ENQUIRY_LIMITS.name),
  dateOfBirth: day('Date of birth'),
  classSought: text('Class', 40),
  academicYear: z.string({ error: 'Academic year is required' }).regex(ACADEMIC_YEAR_PATTERN, 'Academic year: choose one'),
  currentSchool: optionalText('Current school', ENQUIRY_LIMITS.school),
  visitDate: z.union([z.literal(''), day('Preferred visit date')]).default(''),
  message: optionalText('Message', ENQUIRY_LIMITS.message),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

/** POST /api/enquiries as sent: the enquiry and the page's language (the consent and honeypot are read apart). */
export const enquiryRequestSchema = enquiryInputSchema.extend({ locale: pageLocaleSchema });

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'Unknown status' });

const who = z.object({ uid: z.string(), name: z.string() });
export type EnquiryPerson = z.infer<typeof who>;

/** One line of an enquiry's timeline: received, a status change, a note, a follow-up date, an assignment. */
export const timelineEntrySchema = z.object({
  at: z.string(),
  /** Null for what the parent did (received). */
  by: who.nullable(),
  kind: z.enum(['received', 'status', 'note', 'follow-up', 'assigned']),
  status: enquiryStatusSchema.optional(),
  note: z.string().optional(),
  /** The new follow-up day, '' when it was cleared. */
  followUp: z.string().optional(),
  /** Who it was given to, null when it was taken back. */
  assignedTo: who.nullable().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** An enquiry as stored (collection `enquiries`). */
export const storedEnquirySchema = enquiryInputSchema.extend({
  reference: z.string(),
  /** The class the date of birth fits by the school's cut-offs when it came; null when none did. */
  eligibleClass: z.string().nullable(),
  locale: z.enum(LOCALES),
  consent: storedConsentSchema,
  status: enquiryStatusSchema,
  /** The day (YYYY-MM-DD) to call back; absent when none, and always once it is settled. */
  followUp: z.string().optional(),
  assignedTo: who.optional(),
  timeline: z.array(timelineEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: storedVersion,
  /** Prefixes of the words of the parent's and child's names and the reference (title-words.ts). Never sent out. */
  titleWords: z.array(z.string()),
  /** Every combination of its status, class and year (enquiry-facets.ts), so a filtered page is one query. Never sent out. */
  facets: z.array(z.string()),
});
export type StoredEnquiry = z.infer<typeof storedEnquirySchema>;

/** An enquiry as the staff API answers it. */
export const enquiryViewSchema = storedEnquirySchema.omit({ titleWords: true, facets: true }).extend({ ...apiId, ...viewVersion });
export type EnquiryView = z.infer<typeof enquiryViewSchema>;

/** PATCH /api/enquiries/:id: what staff change at once; each change is a line of the timeline. */
export const enquiryUpdateSchema = z.object({
  version: versionInput,
  status: enquiryStatusSchema.optional(),
  note: z.string().trim().max(ENQUIRY_LIMITS.note, `Note must be at most ${ENQUIRY_LIMITS.note} characters`).optional(),
  /** A day, or '' to clear it. */
  followUp: z.union([z.literal(''), day('Follow-up date')]).optional(),
  /** A staff member's uid, or '' to take it back. */
  assignedTo: z.string().max(128).optional(),
});
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** GET /api/enquiries/stats: a year's enquiries per class, by status. */
export interface EnquiryStats {
  academicYear: string;
  rows: { classSought: string; total: number; byStatus: Record<(typeof ENQUIRY_STATUSES)[number], number> }[];
}
