import { Router } from 'express';
import { deleteForGood, listTrash, listTrashPage, restoreFromTrash } from '../../domain/trash/trash-use-cases.js';
import type { KindedDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { presentTrashItem } from '../present/trash.js';

/** The trash (/admin/trash): what staff deleted in the last 30 days, to restore or delete for good. Staff only. */
export function trashRoutes(deps: KindedDeps): Router {
  const router = Router();
  router.use(...staffOnly(deps.identity));

  router.get('/', async (req, res) => {
    // `?limit=` asks for a page (the admin screen does, issue 34); without it, the whole trash as before.
    if (req.query.limit !== undefined) {
      const { items, next } = await listTrashPage(deps, req.query);
      res.json({ success: true, count: items.length, data: items.map(presentTrashItem), next });
      return;
    }
    const data = (await listTrash(deps)).map(presentTrashItem);
    res.json({ success: true, count: data.length, data });
  });

  router.post('/:id/restore', async (req, res) => {
    const data = presentTrashItem(await restoreFromTrash(deps, req.params.id, currentUser(res)));
    res.json({ success: true, data });
  });

  router.delete('/:id', async (req, res) => {
    await deleteForGood(deps, req.params.id, currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
