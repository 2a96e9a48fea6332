import { Router } from 'express';
import { auditQuerySchema } from '@school/shared/audit-schemas';
import { activityCsv, CSV_MAX_ROWS, csvFileName } from '../../domain/audit/audit-csv.js';
import { allActivity, listActivity } from '../../domain/audit/audit-log.js';
import type { AppDeps } from '../deps.js';
import { requireAuth, requireRole } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';

/**
 * The audit log, superadmin only: GET /api/activity (a page, newest first) and GET /api/activity.csv
 * (every matching entry, as a download). Mounted at the API's root, beside the feeds, so the guard
 * sits on each route, never on the whole router (which every request passes through).
 */
export function activityRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();
  const superadmin = [requireAuth(identity), requireRole('superadmin')];

  router.get('/activity', ...superadmin, async (req, res) => {
    res.json({ success: true, data: await listActivity(store, parse(auditQuerySchema, req.query)) });
  });

  router.get('/activity.csv', ...superadmin, async (req, res) => {
    const { member, from, to } = parse(auditQuerySchema, req.query);
    const entries = await allActivity(store, { member, from, to }, CSV_MAX_ROWS);
    res.type('text/csv; charset=utf-8');
    res.attachment(csvFileName(from, to, clock.now()));
    res.send(activityCsv(entries));
  });

  return router;
}
