import { Router } from 'express';
import { dashboardStats } from '../../domain/dashboard/dashboard-stats.js';
import type { AppDeps } from '../deps.js';
import { staffOnly } from '../middleware/auth.js';

/** GET /dashboard/stats: the back office's quick numbers, counted from the stored data. */
export function dashboardRoutes({ store, identity }: AppDeps): Router {
  const router = Router();

  router.get('/stats', ...staffOnly(identity), async (_req, res) => {
    res.json({ success: true, data: await dashboardStats(store) });
  });

  return router;
}
