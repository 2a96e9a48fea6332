import { personalDataCorrectionSchema, personalDataExportSchema, personalDataQuerySchema } from '@school/shared/personal-data-schemas';
import { json, schema, type RouteSpec } from './route-spec.js';

// The rows of "A person's data" (routes/personal-data.ts), superadmin only, for the route table. The
// address is a visitor's no fixture wrote to, so a call finds nothing, corrects nothing and erases
// nothing; what an erasure may touch is listed all the same (personal-data.test.ts walks a real one).
// Each call records itself in the audit log (withAuditTrail adds that area), a search too.

const valid = (c: { n: number }) => ({ email: `parent${c.n}@family.example` });
const HOLDERS = [
  'db:messages',
  'db:enquiries',
  'db:revisions',
  'db:trash',
  'db:otps',
  'db:otp_guesses',
  'db:verified_emails',
  'db:rate_limits',
  'db:subscribers',
  'db:mail_jobs',
];

export function personalDataRoutes(): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/personal-data/search',
      access: 'superadmin',
      body: 'json',
      valid: (c) => json(valid(c)),
      ok: 200,
      writes: [],
      accepts: schema(personalDataQuerySchema),
    },
    {
      method: 'POST',
      path: '/personal-data/export',
      access: 'superadmin',
      body: 'json',
      valid: (c) => json({ ...valid(c), format: 'csv' }),
      ok: 200,
      answers: 'file',
      writes: [],
      accepts: schema(personalDataExportSchema),
    },
    {
      method: 'POST',
      path: '/personal-data/correct',
      access: 'superadmin',
      body: 'json',
      valid: (c) => json({ ...valid(c), name: 'Asha Kaur' }),
      ok: 200,
      writes: ['db:messages', 'db:enquiries', 'db:revisions', 'db:trash', 'db:subscribers'],
      accepts: schema(personalDataCorrectionSchema),
    },
    {
      method: 'POST',
      path: '/personal-data/erase',
      access: 'superadmin',
      body: 'json',
      valid: (c) => json(valid(c)),
      ok: 200,
      writes: HOLDERS,
      accepts: schema(personalDataQuerySchema),
    },
  ];
}
