import { z } from 'zod';
import { SITE_OR_HTTPS_LINK, siteLinkMessage } from './site-link.js';

// What staff type for CBSE's Mandatory Public Disclosure (/mandatory-public-disclosure), kept as the
// page texts of the page 'disclosure' (draft, preview, publish and revisions like the other fixed
// pages). Section A comes from the settings and section B from the documents library; this is the
// rest: C's academic calendar (a document chosen from the library), committees and results, D's
// teaching staff and E's infrastructure. Everything may be blank: the page shows what is missing as
// "Not yet published" and the admin's checklist names it. Counts are text of digits, so the editor
// stays one of text fields, and the translations leave them alone (page-text-translations.ts: `…Count`).

export const DISCLOSURE_MAX = { line: 160, paragraph: 1200, members: 40, results: 12, labs: 20 } as const;

const optional = (label: string, max: number = DISCLOSURE_MAX.line) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const required = (label: string) => optional(label).min(1, `${label} is required`);

/** A whole number as typed, or blank for not yet known. */
const count = (label: string) => optional(label, 7).regex(/^\d*$/, `${label}: enter a whole number, or leave it blank`);

/** '' for none, else a page of this site (a document: /documents/{slug}) or an https address. */
const optionalLink = (label: string) =>
  optional(label, 500).refine((value) => value === '' || SITE_OR_HTTPS_LINK.test(value), siteLinkMessage(label));

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, { error: `${label} must be a list` }).max(max, `At most ${max} ${label.toLowerCase()}`);

const member = z.object({ name: required('Name'), role: optional('Role') });

/** The two classes whose board results CBSE asks for. */
export const RESULT_EXAMS = ['X', 'XII'] as const;

const resultRow = z
  .object({
    exam: z.enum(RESULT_EXAMS, { error: 'Choose Class X or XII' }),
    year: optional('Year', 4).regex(/^\d{4}$/, 'Year: enter the year of the exam, like 2025'),
    registeredCount: count('Registered students').min(1, 'Registered students is required'),
    passedCount: count('Students passed').min(1, 'Students passed is required'),
    remarks: optional('Remarks'),
  })
  .refine((row) => Number(row.passedCount) <= Number(row.registeredCount), {
    message: 'Students passed cannot be more than registered students',
    path: ['passedCount'],
  });

export const disclosureTextsSchema = z.object({
  intro: optional('Introduction', DISCLOSURE_MAX.paragraph),
  /**
   * Section A's e-mail: the settings' office address is private (where the site's mail goes), so the
   * address the school publishes is typed here. Optional: older drafts have none.
   */
  email: optional('E-mail')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail: enter an address like office@school.in')
    .default(''),
  calendarLink: optionalLink('Academic calendar'),
  smc: list(member, 'School Management Committee members', DISCLOSURE_MAX.members),
  pta: list(member, 'PTA members', DISCLOSURE_MAX.members),
  results: list(resultRow, 'Results', DISCLOSURE_MAX.results),
  staff: z.object({
    pgtCount: count('PGT teachers'),
    tgtCount: count('TGT teachers'),
    prtCount: count('PRT teachers'),
    sectionRatio: optional('Teacher-section ratio', 20),
    specialEducator: optional('Special educator'),
    counsellor: optional('Counsellor and wellness teacher'),
  }),
  infrastructure: z.object({
    campusArea: optional('Campus area'),
    classroomCount: count('Classrooms'),
    classroomSize: optional('Classroom size'),
    labs: list(z.object({ name: required('Laboratory'), size: optional('Size') }), 'Laboratories', DISCLOSURE_MAX.labs),
    internet: optional('Internet'),
    girlsToiletCount: count("Girls' toilets"),
    boysToiletCount: count("Boys' toilets"),
    videoLink: optionalLink('Video of the inspection'),
  }),
});
export type DisclosureTexts = z.infer<typeof disclosureTextsSchema>;
export type DisclosureResult = DisclosureTexts['results'][number];
