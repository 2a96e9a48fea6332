import type { EnquiryStats, EnquiryView } from '@school/shared/enquiry-schemas';

/** An enquiry as GET /api/enquiries answers it (issue 38); `over` changes some fields. */
export const enquiry = (over: Partial<EnquiryView> = {}): EnquiryView => ({
  _id: 'e1',
  reference: 'ENQ-2027-0001',
  parentName: 'Harpreet Kaur',
  phone: '+919876543210',
  email: 'harpreet@family.example',
  childName: 'Simran',
  dateOfBirth: '2023-06-15',
  classSought: 'Nursery',
  academicYear: '2027-28',
  currentSchool: '',
  visitDate: '',
  message: 'We live near the school.',
  eligibleClass: 'Nursery',
  locale: 'pa',
  consent: { noticeVersion: 2, agreedAt: '2026-11-26T04:00:00.000Z', locale: 'pa' },
  status: 'new',
  timeline: [{ at: '2026-11-26T04:00:00.000Z', by: null, kind: 'received' }],
  createdAt: '2026-11-26T04:00:00.000Z',
  updatedAt: '2026-11-26T04:00:00.000Z',
  version: 1,
  ...over,
});

/** `count` enquiries numbered from `from`: e<n>, ENQ-2027-000<n>, parent "Parent <n>". */
export const enquiries = (from: number, count: number): EnquiryView[] =>
  Array.from({ length: count }, (_, i) =>
    enquiry({ _id: `e${from + i}`, reference: `ENQ-2027-${String(from + i).padStart(4, '0')}`, parentName: `Parent ${from + i}` }),
  );

const none = { new: 0, contacted: 0, 'visit-scheduled': 0, visited: 0, applied: 0, admitted: 0, 'not-admitted': 0, withdrawn: 0 };

/** GET /api/enquiries/stats's data: each row a class and its counts by status (the rest 0). */
export const enquiryStats = (academicYear: string, rows: [string, Partial<typeof none>][]): EnquiryStats => ({
  academicYear,
  rows: rows.map(([classSought, counts]) => {
    const byStatus = { ...none, ...counts };
    return { classSought, byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) };
  }),
});
