import { Router, type Request } from 'express';
import { revisionKindSchema, type RevisionKind } from '@school/shared/revision-schemas';
import { NotFoundError } from '../../domain/errors.js';
import { isValidId } from '../../domain/ids.js';
import { getRevision, listRevisions } from '../../domain/revisions/revision-records.js';
import { restoreRevision } from '../../domain/revisions/restore-revision.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';

/** An unknown kind names nothing, like an unknown id: 404. */
function kindOf(req: Request): RevisionKind {
  const parsed = revisionKindSchema.safeParse(req.params.kind);
  if (!parsed.success) throw new NotFoundError('Item not found');
  return parsed.data;
}

/** An id that could never be stored names nothing: 404 before the store is asked. */
function idParam(req: Request, name: 'itemId' | 'revisionId'): string {
  const id = String(req.params[name]);
  if (!isValidId(id)) throw new NotFoundError(name === 'itemId' ? 'Item not found' : 'Revision not found');
  return id;
}

/** Earlier versions of news items, events and content pages (domain/revisions). Staff only. */
export function revisionRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(...staffOnly(deps.identity));
  const itemId = (req: Request) => idParam(req, 'itemId');

  router.get('/:kind/:itemId', async (req, res) => {
    const data = await listRevisions(deps.store, kindOf(req), itemId(req));
    res.json({ success: true, count: data.length, data });
  });

  router.get('/:kind/:itemId/:revisionId', async (req, res) => {
    res.json({ success: true, data: await getRevision(deps.store, kindOf(req), itemId(req), idParam(req, 'revisionId')) });
  });

  router.post('/:kind/:itemId/:revisionId/restore', async (req, res) => {
    const target = { kind: kindOf(req), itemId: itemId(req), revisionId: idParam(req, 'revisionId') };
    const { id, name, email } = currentUser(res);
    const restoreDeps = { ...deps, installerOfficeEmail: deps.config.officeEmail };
    res.json({ success: true, data: await restoreRevision(restoreDeps, target, { id, name, email }) });
  });

  return router;
}
