import { Router } from 'express';
import type { PersonalDataHolder } from '../../domain/item-kinds/personal-data.js';
import { correctPersonalData, erasePersonalData, exportPersonalData, findPersonalData } from '../../domain/personal-data/personal-data.js';
import type { KindedDeps } from '../deps.js';
import { currentUser, requireAuth, requireRole } from '../middleware/auth.js';

/**
 * /api/personal-data: "A person's data", superadmin only. Every call is a POST whose body carries
 * the address, so no address reaches a URL (access logs keep paths, browsers keep history).
 */
export function personalDataRoutes(deps: KindedDeps & { holders: readonly PersonalDataHolder[] }): Router {
  const router = Router();
  router.use(requireAuth(deps.identity), requireRole('superadmin'));

  router.post('/search', async (req, res) => {
    res.json({ success: true, data: await findPersonalData(deps, currentUser(res), req.body) });
  });

  router.post('/export', async (req, res) => {
    const { fileName, type, body } = await exportPersonalData(deps, currentUser(res), req.body);
    res.type(type);
    res.attachment(fileName);
    res.send(body);
  });

  router.post('/correct', async (req, res) => {
    res.json({ success: true, data: await correctPersonalData(deps, currentUser(res), req.body) });
  });

  router.post('/erase', async (req, res) => {
    res.json({ success: true, data: await erasePersonalData(deps, currentUser(res), req.body) });
  });

  return router;
}
