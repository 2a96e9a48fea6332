import { admissionLinkSchema } from '@school/shared/admission-schemas';
import { loginSchema, registerSchema, updatePasswordSchema } from '@school/shared/auth-schemas';
import { contactRequestSchema, HONEYPOT_FIELD, sendOtpSchema, verifyOtpSchema } from '@school/shared/contact-schemas';
import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { noticeInputSchema } from '@school/shared/notice-schemas';
import { settingsInputSchema } from '@school/shared/settings-schemas';
import { messagesListQuerySchema } from '../../domain/messages/inbox.js';
import { json, schema, type RouteSpec } from './route-spec.js';
import { contentRoutes, eventRoutes, galleryRoutes } from './routes-media.js';
import { documentRoutes } from './routes-documents.js';
import { enquiryRoutes } from './routes-enquiries.js';
import { announcementRoutes, subscriptionRoutes } from './routes-subscriptions.js';
import { feeRoutes } from './routes-fees.js';
import { activityRoutes, AUDIT_AREA, withAuditTrail } from './routes-activity.js';
import { pageTextRoutes } from './routes-page-texts.js';
import { personalDataRoutes } from './routes-personal-data.js';
import { revisionRoutes } from './routes-revisions.js';
import { staffRoutes } from './routes-staff.js';
import { trashRoutes } from './routes-trash.js';

/**
 * Every route of the API with who may call it, a request that succeeds, what it may write, and its
 * own contract for bodies and queries (the shared zod schemas the route parses with). The
 * authorisation matrix keeps this list equal to the app's router stack.
 */
export const ROUTES: readonly RouteSpec[] = withAuditTrail([
  // Visitors' e-mail verification and the contact form.
  {
    method: 'POST',
    path: '/auth/send-otp',
    access: 'public',
    body: 'json',
    valid: (c) => json({ email: `visitor${c.n}@family.example` }),
    ok: 200,
    writes: ['db:rate_limits', 'db:otps', 'file:outbox'],
    accepts: schema(sendOtpSchema),
    refusals: [429],
  },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    access: 'public',
    body: 'json',
    // Shape-valid; succeeding needs the mailed code (contact.test.ts walks that).
    valid: (c) => json({ email: `visitor${c.n}@family.example`, otp: '123456' }),
    ok: 400,
    writes: ['db:otps', 'db:otp_guesses', 'db:verified_emails', 'db:rate_limits'],
    accepts: schema(verifyOtpSchema),
    refusals: [400, 429],
  },
  {
    method: 'POST',
    path: '/content/contact',
    access: 'public',
    body: 'json',
    valid: (c) =>
      json({ name: 'Parent', email: `visitor${c.n}@family.example`, subject: 'Seats', message: 'Any seat in class 3?', consent: true }),
    ok: 403,
    // page_texts: the privacy notice a consent names is installed on a new site's first read.
    writes: ['db:messages', 'db:verified_emails', 'db:page_texts', 'file:outbox'],
    // A filled honeypot is answered as a success and nothing is kept.
    accepts: (body) => {
      const trap = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
      const consent = (body as Record<string, unknown> | null)?.[CONSENT_FIELD] === true;
      return (typeof trap === 'string' && trap.trim() !== '') || (consent && schema(contactRequestSchema)(body));
    },
    refusals: [403],
  },
  // Staff sessions.
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: 'json',
    valid: (c) => json({ email: c.email, password: c.password }),
    ok: 200,
    // Sign-ins and failed sign-ins are recorded in the audit log.
    writes: ['db:rate_limits', 'db:sessions', AUDIT_AREA],
    accepts: schema(loginSchema),
    refusals: [401, 429],
  },
  { method: 'GET', path: '/auth/me', access: 'signed-in', body: 'none', valid: () => ({}), ok: 200, writes: [] },
  // Logging out is open to all (it always succeeds); with a valid token it ends that session.
  { method: 'GET', path: '/auth/logout', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: ['db:sessions'] },
  {
    method: 'PUT',
    path: '/auth/updatepassword',
    access: 'signed-in',
    body: 'json',
    valid: (c) => json({ currentPassword: c.password, newPassword: `new password ${c.n}` }),
    ok: 200,
    writes: ['db:accounts', 'db:sessions'],
    accepts: schema(updatePasswordSchema),
    refusals: [400],
  },
  {
    method: 'POST',
    path: '/auth/register',
    access: 'superadmin',
    body: 'json',
    valid: (c) => json({ name: 'New Teacher', email: `teacher${c.n}@school.example`, password: 'a long password', role: 'admin' }),
    ok: 201,
    writes: ['db:accounts'],
    accepts: schema(registerSchema),
    refusals: [409],
  },
  // Forgotten passwords, invitations and the staff screen.
  ...staffRoutes(),
  // Content pages.
  ...contentRoutes(),
  // The staff inbox and dashboard.
  {
    method: 'GET',
    path: '/messages',
    access: 'staff',
    body: 'none',
    valid: () => ({ query: 'unread=true&limit=5' }),
    ok: 200,
    writes: [],
    acceptsQuery: schema(messagesListQuerySchema),
  },
  { method: 'PUT', path: '/messages/:id/read', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: ['db:messages'] },
  {
    method: 'DELETE',
    path: '/messages/:id',
    access: 'staff',
    body: 'none',
    valid: () => ({}),
    ok: 200,
    writes: ['db:messages', 'db:trash'],
  },
  // Admission enquiries (issue 38).
  ...enquiryRoutes(),
  // E-mail subscriptions and the mail to subscribers (issue 39).
  ...subscriptionRoutes(),
  ...announcementRoutes(),
  { method: 'GET', path: '/dashboard/stats', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
  // Admission link.
  { method: 'GET', path: '/admission/link', access: 'optional', body: 'none', valid: () => ({}), ok: 200, writes: [] },
  {
    method: 'PUT',
    path: '/admission/link',
    access: 'staff',
    body: 'json',
    valid: (c) => json({ admissionFormLink: `https://forms.example/apply-${c.n}` }),
    ok: 200,
    writes: ['db:settings'],
    accepts: schema(admissionLinkSchema),
  },
  // The school's settings.
  { method: 'GET', path: '/settings', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: ['db:settings'] },
  { method: 'GET', path: '/settings/admin', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: ['db:settings'] },
  {
    method: 'PUT',
    path: '/settings',
    access: 'staff',
    body: 'json',
    valid: (c) => json(settingsBody(c.n)),
    ok: 200,
    // A save keeps the facts it replaces as a revision (domain/revisions).
    writes: ['db:settings', 'db:revisions'],
    accepts: schema(settingsInputSchema),
  },
  {
    method: 'PUT',
    path: '/settings/images/:slot',
    access: 'staff',
    body: 'multipart',
    valid: (c) => ({ parts: [{ name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: c.images.jpeg }] }),
    ok: 200,
    writes: ['db:settings', 'file:files'],
    // Fuzzed files are random bytes, never a decodable image, so no fuzzed form can succeed.
    acceptsForm: () => false,
  },
  {
    method: 'DELETE',
    path: '/settings/images/:slot',
    access: 'staff',
    body: 'none',
    valid: () => ({}),
    ok: 200,
    writes: ['db:settings', 'file:files'],
  },
  // The notice banner: every public page reads the current notice; staff manage them.
  { method: 'GET', path: '/notices/current', access: 'public', body: 'none', valid: () => ({}), ok: 200, writes: [] },
  { method: 'GET', path: '/notices', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
  {
    method: 'POST',
    path: '/notices',
    access: 'staff',
    body: 'json',
    valid: (c) => json(noticeBody(c.n)),
    ok: 201,
    writes: ['db:notices'],
    accepts: schema(noticeInputSchema),
  },
  {
    method: 'PUT',
    path: '/notices/:id',
    access: 'staff',
    body: 'json',
    valid: (c) => json(noticeBody(c.n)),
    ok: 200,
    writes: ['db:notices'],
    accepts: schema(noticeInputSchema),
  },
  { method: 'DELETE', path: '/notices/:id', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: ['db:notices'] },
  ...pageTextRoutes(),
  ...feeRoutes(),
  ...eventRoutes(),
  ...galleryRoutes(),
  ...documentRoutes(),
  ...revisionRoutes(),
  ...trashRoutes(),
  ...activityRoutes(),
  ...personalDataRoutes(),
]);

/** A notice scheduled years ahead, so no other test's pages ever show it. */
function noticeBody(n: number) {
  return { text: `Notice ${n}`, kind: 'information', startsAt: '2035-02-01T09:00', endsAt: '2035-02-02T09:00' };
}

/** A whole, valid settings form (the first read of a new install also stores the installer's values). */
function settingsBody(n: number) {
  return {
    name: `Convent School ${n}`,
    foundedYear: 2005,
    officePhone: '+91 1639 250 100',
    admissionsPhone: '+91 1639 250 101',
    address: { street: 'Kotkapura Road', locality: 'Faridkot', region: 'Punjab', postcode: '151203' },
    officeHours: 'Mon-Sat, 8am-2pm',
    admissionsHours: 'Mon-Fri, 8am-4pm',
    map: { latitude: 30.6769, longitude: 74.7583 },
    social: { facebook: 'https://www.facebook.com/school', instagram: '' },
    principal: { name: 'Sister Mary Thomas', title: 'Principal', qualification: '', message: '' },
    partner: { name: '', description: '' },
    board: { name: 'other', affiliationNumber: '', schoolCode: '' },
    feeCapPercent: 8,
    dataProtection: { name: 'Sister Anne', email: 'privacy@school.example', phone: '+91 98140 12345' },
    retentionMonths: { messages: 24, enquiries: 24 },
    officeEmail: 'office@school.example',
    admissionFormLink: '',
  };
}
