import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { enquiryRequestSchema, enquiryUpdateSchema } from '@school/shared/enquiry-schemas';
import { enquiryListQuerySchema, enquiryStatsQuerySchema } from '../../domain/enquiries/enquiry-lists.js';
import { json, schema, visitorForm, type RouteSpec } from './route-spec.js';

// The rows of admission enquiries (routes/enquiries.ts, issue 38): a parent's POST, public and
// refused (403) without a verified address, as the contact form's is; the office's calls, staff only.

const enquiry = (n: number) => ({
  parentName: 'Parent',
  phone: '98140 12345',
  email: `visitor${n}@family.example`,
  childName: 'Child',
  dateOfBirth: '2022-05-10',
  classSought: 'LKG',
  academicYear: '2027-28',
  consent: true,
});

export function enquiryRoutes(): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/enquiries',
      access: 'public',
      body: 'json',
      valid: (c) => json(enquiry(c.n)),
      ok: 403,
      // settings and page_texts: the settings and privacy notice a new site installs on their first read.
      writes: ['db:enquiries', 'db:enquiry_counters', 'db:verified_emails', 'db:settings', 'db:page_texts', 'file:outbox'],
      accepts: visitorForm(enquiryRequestSchema),
      // 400: a class or year the school does not offer, a birth or visit day out of range (beyond the shape).
      refusals: [400, 403],
    },
    {
      method: 'POST',
      path: '/enquiries/by-office',
      access: 'staff',
      body: 'json',
      valid: (c) => json(enquiry(c.n)),
      ok: 201,
      writes: ['db:enquiries', 'db:enquiry_counters', 'db:settings', 'db:page_texts', 'file:outbox'],
      accepts: (body) => (body as Record<string, unknown> | null)?.[CONSENT_FIELD] === true && schema(enquiryRequestSchema)(body),
      refusals: [400],
    },
    {
      method: 'GET',
      path: '/enquiries',
      access: 'staff',
      body: 'none',
      valid: () => ({ query: 'status=new&limit=5' }),
      ok: 200,
      writes: [],
      acceptsQuery: schema(enquiryListQuerySchema),
    },
    {
      method: 'GET',
      path: '/enquiries/export.csv',
      access: 'staff',
      body: 'none',
      valid: () => ({ query: 'academicYear=2027-28' }),
      ok: 200,
      answers: 'file',
      writes: [],
      acceptsQuery: schema(enquiryListQuerySchema),
    },
    {
      method: 'GET',
      path: '/enquiries/stats',
      access: 'staff',
      body: 'none',
      valid: () => ({ query: 'academicYear=2027-28' }),
      ok: 200,
      writes: [],
      acceptsQuery: schema(enquiryStatsQuerySchema),
    },
    { method: 'GET', path: '/enquiries/assignees', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/enquiries/:id', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'PATCH',
      path: '/enquiries/:id',
      access: 'staff',
      body: 'json',
      valid: () => json({ status: 'contacted', note: 'Called the parent.' }),
      ok: 200,
      writes: ['db:enquiries', 'db:revisions'],
      accepts: schema(enquiryUpdateSchema),
      // 400: nothing to change, or someone to assign who is not staff; 409: an older version.
      refusals: [400, 409],
    },
    {
      method: 'DELETE',
      path: '/enquiries/:id',
      access: 'staff',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: ['db:enquiries', 'db:trash'],
    },
  ];
}
