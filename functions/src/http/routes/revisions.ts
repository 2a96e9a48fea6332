import { Router, type Request } from 'express';
import { NotFoundError } from '../../domain/errors.js';
import { isValidId } from '../../domain/ids.js';
import { getRevision, listRevisions, revisionsOf } from '../../domain/revisions/revision-records.js';
import { restoreRevision } from '../../domain/revisions/restore-revision.js';
import type { KindedDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { presentRestored } from '../present/restored.js';
import { presentRevision, presentRevisionSummary } from '../present/revisions.js';

/** A kind the registry keeps no revisions of names nothing, like an unknown id: 404. */
function kindOf(deps: KindedDeps, req: Request): string {
  const kind = String(req.params.kind);
  revisionsOf(deps, kind);
  return kind;
}

/** An id that could never be stored names nothing: 404 before the store is asked. */
function idParam(req: Request, name: 'itemId' | 'revisionId'): string {
  const id = String(req.params[name]);
  if (!isValidId(id)) throw new NotFoundError(name === 'itemId' ? 'Item not found' : 'Revision not found');
  return id;
}

/** Earlier versions of news items, events and content pages (domain/revisions). Staff only. */
export function revisionRoutes(deps: KindedDeps): Router {
  const router = Router();
  router.use(...staffOnly(deps.identity));
  const itemId = (req: Request) => idParam(req, 'itemId');
  const kind = (req: Request) => kindOf(deps, req);

  router.get('/:kind/:itemId', async (req, res) => {
    const data = (await listRevisions(deps, kind(req), itemId(req))).map(presentRevisionSummary);
    res.json({ success: true, count: data.length, data });
  });

  router.get('/:kind/:itemId/:revisionId', async (req, res) => {
    const revision = await getRevision(deps, kind(req), itemId(req), idParam(req, 'revisionId'));
    res.json({ success: true, data: presentRevision(revision) });
  });

  router.post('/:kind/:itemId/:revisionId/restore', async (req, res) => {
    const target = { kind: kind(req), itemId: itemId(req), revisionId: idParam(req, 'revisionId') };
    const { id, name, email } = currentUser(res);
    const restoreDeps = { ...deps, installerOfficeEmail: deps.config.officeEmail };
    const restored = await restoreRevision(restoreDeps, target, { id, name, email });
    res.json({ success: true, data: presentRestored(target.kind, restored, deps.files) });
  });

  return router;
}
