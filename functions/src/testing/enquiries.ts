import type { StoredEnquiry } from '@school/shared/enquiry-schemas';
import { listed } from '../domain/enquiries/enquiry-records.js';

let count = 0;

/** An enquiry as POST /enquiries would have stored it (`over` changes some of it), for tests that need one in the store. */
export function storedEnquiry(over: Partial<Omit<StoredEnquiry, 'titleWords' | 'facets'>> = {}): StoredEnquiry {
  const at = over.createdAt ?? new Date().toISOString();
  return listed({
    reference: `ENQ-2027-${String(9000 + ++count).padStart(4, '0')}`,
    parentName: 'Harpreet Kaur',
    phone: '+919814012345',
    email: 'parent@family.example',
    childName: 'Simran',
    dateOfBirth: '2023-05-10',
    classSought: 'Nursery',
    academicYear: '2027-28',
    currentSchool: '',
    visitDate: '',
    message: '',
    eligibleClass: 'Nursery',
    locale: 'en',
    consent: { noticeVersion: 1, agreedAt: at, locale: 'en' },
    status: 'new',
    timeline: [{ at, by: null, kind: 'received' }],
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...over,
  });
}
