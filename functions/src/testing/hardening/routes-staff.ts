import {
  changeRoleSchema,
  forgotPasswordSchema,
  inviteStaffSchema,
  passwordLinkSchema,
  setPasswordSchema,
} from '@school/shared/staff-schemas';
import { json, schema, type RouteSpec } from './route-spec.js';

// The rows of a member's own password and session calls (routes/auth.ts) and the staff screen's
// (routes/staff.ts), for the route table. `:id` is the fixtures' invited member (route-spec.ts).

const ACCOUNTS = 'db:accounts';
const LINKS = 'db:password_links';
const OUTBOX = 'file:outbox';
// A link's mail names the school: its first read of the settings stores the installer's values.
const SETTINGS = 'db:settings';

export function staffRoutes(): RouteSpec[] {
  return [
    { method: 'POST', path: '/auth/logout-everywhere', access: 'signed-in', body: 'none', valid: () => ({}), ok: 200, writes: [ACCOUNTS] },
    {
      method: 'POST',
      path: '/auth/forgot-password',
      access: 'public',
      body: 'json',
      valid: (c) => json({ email: c.email }),
      ok: 200,
      // The request stores a job; the link, its mail and the settings it reads follow after the answer (reset-mails.ts).
      writes: ['db:rate_limits', 'db:reset_mail_queue', LINKS, OUTBOX, SETTINGS],
      accepts: schema(forgotPasswordSchema),
      refusals: [429],
    },
    {
      method: 'POST',
      path: '/auth/password-link',
      access: 'public',
      body: 'json',
      // Shape-valid; a live link needs the mailed token (staff.test.ts walks that).
      valid: () => json({ token: 'no-such-link.secret' }),
      ok: 400,
      writes: [],
      accepts: schema(passwordLinkSchema),
      refusals: [400],
    },
    {
      method: 'POST',
      path: '/auth/set-password',
      access: 'public',
      body: 'json',
      valid: () => json({ token: 'no-such-link.secret', newPassword: 'a long new password' }),
      ok: 400,
      writes: [],
      accepts: schema(setPasswordSchema),
      refusals: [400],
    },
    { method: 'GET', path: '/staff', access: 'superadmin', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'POST',
      path: '/staff',
      access: 'superadmin',
      body: 'json',
      valid: (c) => json({ name: 'New Teacher', email: `invited${c.n}-${Date.now()}@school.example`, role: 'admin' }),
      ok: 201,
      writes: [ACCOUNTS, LINKS, OUTBOX, SETTINGS],
      accepts: schema(inviteStaffSchema),
      refusals: [409],
    },
    {
      method: 'PUT',
      path: '/staff/:id/role',
      access: 'superadmin',
      body: 'json',
      valid: () => json({ role: 'superadmin' }),
      ok: 200,
      writes: [ACCOUNTS],
      accepts: schema(changeRoleSchema),
    },
    { method: 'POST', path: '/staff/:id/disable', access: 'superadmin', body: 'none', valid: () => ({}), ok: 200, writes: [ACCOUNTS] },
    { method: 'POST', path: '/staff/:id/enable', access: 'superadmin', body: 'none', valid: () => ({}), ok: 200, writes: [ACCOUNTS] },
    {
      method: 'POST',
      path: '/staff/:id/password-link',
      access: 'superadmin',
      body: 'none',
      valid: () => ({}),
      ok: 200,
      writes: [LINKS, OUTBOX, SETTINGS],
    },
    { method: 'DELETE', path: '/staff/:id', access: 'superadmin', body: 'none', valid: () => ({}), ok: 200, writes: [ACCOUNTS, LINKS] },
  ];
}
