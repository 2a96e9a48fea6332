import type { ParsedUrlQuery } from 'node:querystring';
import { auditQuerySchema } from '@school/shared/audit-schemas';
import { AUDIT_LOG } from '../../domain/collections.js';
import { schema, type RouteSpec } from './route-spec.js';

// The audit log's rows for the route table (routes/activity.ts), and the area every audited call
// writes: each staff write's use case records it in the audit log (domain/audit/audit-log.ts),
// so that area is added to those rows here, in one place, rather than by hand on each.

export const AUDIT_AREA = `db:${AUDIT_LOG}`;

const acceptsQuery = (query: ParsedUrlQuery): boolean => schema(auditQuerySchema)(query);

export function activityRoutes(): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: '/activity',
      access: 'superadmin',
      body: 'none',
      valid: () => ({ query: 'from=2026-01-01&to=2026-12-31&limit=20' }),
      ok: 200,
      writes: [],
      acceptsQuery,
    },
    {
      method: 'GET',
      path: '/activity.csv',
      access: 'superadmin',
      body: 'none',
      valid: (c) => ({ query: `member=${encodeURIComponent(c.email)}` }),
      ok: 200,
      answers: 'file',
      writes: [],
      acceptsQuery,
    },
  ];
}

/** Every successful write by a signed-in member also writes its audit entry. */
export function withAuditTrail(routes: readonly RouteSpec[]): RouteSpec[] {
  return routes.map((route) =>
    route.method !== 'GET' && route.access !== 'public' && route.access !== 'optional' && !route.writes.includes(AUDIT_AREA)
      ? { ...route, writes: [...route.writes, AUDIT_AREA] }
      : route,
  );
}
