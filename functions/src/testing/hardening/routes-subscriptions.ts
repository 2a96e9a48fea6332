import { announcementInputSchema, mailingSettingsSchema } from '@school/shared/mailing-schemas';
import { subscribeRequestSchema, subscriptionLinkSchema, subscriptionUpdateSchema } from '@school/shared/subscription-schemas';
import { json, schema, visitorForm, type RouteSpec } from './route-spec.js';

// The rows of e-mail subscriptions (routes/subscriptions.ts, issue 39): a parent's request, public and
// throttled like the code mails; the signed links' calls, public (a made-up link opens nothing: 404);
// the staff's counts and setting; and the announcements to subscribers (routes/announcements.ts).
// The signing key is made on a store's first link (server_secrets).

const LINK = { s: 'abcdefghij0123456789', t: 'notthesignatureofanything' };
const LINK_QUERY = `s=${LINK.s}&t=${LINK.t}`;

export function subscriptionRoutes(): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/subscriptions',
      access: 'public',
      body: 'json',
      valid: (c) => json({ email: `parent${c.n}@family.example`, locale: 'hi', topics: ['news'], consent: true }),
      ok: 200,
      // settings and page_texts: installed on a new site's first read (the school's name, the privacy notice).
      writes: ['db:subscribers', 'db:rate_limits', 'db:server_secrets', 'db:settings', 'db:page_texts', 'file:outbox'],
      accepts: visitorForm(subscribeRequestSchema),
      refusals: [429],
    },
    {
      method: 'POST',
      path: '/subscriptions/confirm',
      access: 'public',
      body: 'json',
      valid: () => json(LINK),
      ok: 404,
      writes: ['db:subscribers', 'db:rate_limits', 'db:server_secrets'],
      accepts: schema(subscriptionLinkSchema),
      refusals: [404],
    },
    {
      method: 'GET',
      path: '/subscriptions/manage',
      access: 'public',
      body: 'none',
      valid: () => ({ query: LINK_QUERY }),
      ok: 404,
      writes: ['db:server_secrets'],
      acceptsQuery: schema(subscriptionLinkSchema),
    },
    {
      method: 'PUT',
      path: '/subscriptions/manage',
      access: 'public',
      body: 'json',
      valid: () => json({ ...LINK, locale: 'pa', topics: ['events', 'notices'] }),
      ok: 404,
      writes: ['db:subscribers', 'db:server_secrets'],
      accepts: schema(subscriptionUpdateSchema),
      refusals: [404],
    },
    {
      method: 'POST',
      // The link in the path (RFC 8058's address); the fixtures name no subscriber: 404 for any.
      path: '/subscriptions/unsubscribe/:s/:t',
      access: 'public',
      body: 'none',
      valid: () => ({}),
      ok: 404,
      writes: ['db:subscribers', 'db:server_secrets'],
    },
    { method: 'GET', path: '/subscriptions/summary', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'PUT',
      path: '/subscriptions/settings',
      access: 'staff',
      body: 'json',
      valid: () => json({ delivery: 'weekly' }),
      ok: 200,
      writes: ['db:settings'],
      accepts: schema(mailingSettingsSchema),
    },
  ];
}

export function announcementRoutes(): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: '/announcements',
      access: 'staff',
      body: 'json',
      valid: (c) => json({ kind: 'event', id: c.f.eventId }),
      ok: 201,
      // The queue runs after the answer: its jobs, and the signing key of the links in its mails.
      writes: ['db:announcements', 'db:mail_jobs', 'db:server_secrets', 'db:settings', 'file:outbox'],
      accepts: schema(announcementInputSchema),
      // 200: announced before; 400: a draft; 404: no such item.
      refusals: [200, 400, 404],
    },
    { method: 'GET', path: '/announcements', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    { method: 'GET', path: '/announcements/:kind/:itemId', access: 'staff', body: 'none', valid: () => ({}), ok: 200, writes: [] },
    {
      method: 'GET',
      path: '/announcements/:kind/:itemId/preview',
      access: 'staff',
      body: 'none',
      valid: () => ({ query: 'locale=hi' }),
      ok: 200,
      // The school's name: its settings are installed on a new site's first read.
      writes: ['db:settings'],
    },
  ];
}
