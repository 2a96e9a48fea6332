// The admission enquiry's plain constants (issue 38), apart from enquiry-schemas.ts so the public form
// and the admin screens can show themselves without zod and the phone library. No imports here.

/** Where an enquiry stands, in the order the office moves it. */
export const ENQUIRY_STATUSES = [
  'new',
  'contacted',
  'visit-scheduled',
  'visited',
  'applied',
  'admitted',
  'not-admitted',
  'withdrawn',
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'visit-scheduled': 'Visit scheduled',
  visited: 'Visited',
  applied: 'Applied',
  admitted: 'Admitted',
  'not-admitted': 'Not admitted',
  withdrawn: 'Withdrawn',
};

/** An enquiry in one of these is settled: its follow-up date goes, and it is never due. */
export const CLOSED_STATUSES: readonly EnquiryStatus[] = ['admitted', 'not-admitted', 'withdrawn'];

export const ENQUIRY_LIMITS = { name: 100, school: 160, message: 2000, note: 2000, timeline: 300 } as const;

/** The enquiry form's field names, as the page's form posts them (and the early-input reader keeps them). */
export const ENQUIRY_FIELDS = [
  'parentName',
  'phone',
  'email',
  'childName',
  'dateOfBirth',
  'classSought',
  'academicYear',
  'currentSchool',
  'visitDate',
  'message',
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** A reference as parents quote it: ENQ-2027-0042 (the academic year's first year, then a count in it). */
export const referenceFor = (academicYear: string, count: number): string =>
  `ENQ-${academicYear.slice(0, 4)}-${String(count).padStart(4, '0')}`;
