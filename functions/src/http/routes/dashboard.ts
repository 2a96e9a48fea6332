import { Router } from 'express';
import type { JsonValue } from '../../ports/document-store.js';
import type { DashboardStats } from '@school/shared/contact-schemas';
import type { AppDeps } from '../deps.js';
import { staffOnly } from '../middleware/auth.js';

/** GET /dashboard/stats: the back office's quick numbers, counted from the stored data. */
export function dashboardRoutes({ store, identity }: AppDeps): Router {
  const router = Router();

  router.get('/stats', ...staffOnly(identity), async (_req, res) => {
    const [pages, galleries, messages, events] = await Promise.all([
      store.count('content'),
      // Images live inside their gallery document; a school has tens of galleries, not thousands.
      store.find<{ images?: JsonValue }>('galleries'),
      store.count('messages', { where: [{ field: 'read', op: '==', value: false }] }),
      store.count('events', { where: [{ field: 'type', op: '==', value: 'event' }] }),
    ]);
    const media = galleries.reduce((sum, gallery) => sum + (Array.isArray(gallery.images) ? gallery.images.length : 0), 0);
    const data: DashboardStats = { pages, media, messages, events };
    res.json({ success: true, data });
  });

  return router;
}
