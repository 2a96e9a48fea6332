import { Router } from 'express';
import { exportActivity } from '../../domain/audit/audit-csv.js';
import { listActivity } from '../../domain/audit/audit-log.js';
import type { AppDeps } from '../deps.js';
import { requireAuth, requireRole } from '../middleware/auth.js';
import { presentActivityPage } from '../present/activity.js';

/**
 * The audit log, superadmin only: GET /api/activity (a page, newest first) and GET /api/activity.csv
 * (every matching entry, as a download). Mounted at the API's root, beside the feeds, so the guard
 * sits on each route, never on the whole router (which every request passes through).
 */
export function activityRoutes({ store, identity, clock }: AppDeps): Router {
  const router = Router();
  const superadmin = [requireAuth(identity), requireRole('superadmin')];

  router.get('/activity', ...superadmin, async (req, res) => {
    res.json({ success: true, data: presentActivityPage(await listActivity(store, req.query)) });
  });

  router.get('/activity.csv', ...superadmin, async (req, res) => {
    const { fileName, csv } = await exportActivity({ store, clock }, req.query);
    res.type('text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  return router;
}
