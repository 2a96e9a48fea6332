import { Router } from 'express';
import { createNotice, deleteNotice, listNotices, updateNotice, type NoticeDeps } from '../../domain/notices/notices.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { publicAnswer } from '../middleware/cache.js';
import { presentAdminNotice } from '../present/notices.js';
import { reads, serve } from '../public-reads.js';

/**
 * The notice banner. Every public page reads `/current` (server-rendered into its HTML). How soon a
 * notice appears or goes at its start or end with nobody acting: on the embedded home at that very
 * instant (the answer memo is told when this answer goes stale); on Firebase within about a minute,
 * the CDN's s-maxage (middleware/cache.ts), as for every staff change.
 */
export function noticesRoutes({ store, clock, files, identity }: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(identity);
  const deps: NoticeDeps = { store, clock };

  router.get('/current', publicAnswer, serve({ store, clock, files }, reads.notice));

  router.get('/', ...staff, async (_req, res) => {
    const notices = await listNotices(deps);
    res.json({ success: true, count: notices.length, data: notices.map(presentAdminNotice) });
  });

  router.post('/', ...staff, async (req, res) => {
    res.status(201).json({ success: true, data: presentAdminNotice(await createNotice(deps, req.body, currentUser(res))) });
  });

  router.put('/:id', ...staff, async (req, res) => {
    res.json({ success: true, data: presentAdminNotice(await updateNotice(deps, String(req.params.id), req.body, currentUser(res))) });
  });

  router.delete('/:id', ...staff, async (req, res) => {
    await deleteNotice(deps, String(req.params.id), currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
