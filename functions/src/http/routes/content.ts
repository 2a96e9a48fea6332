import { Router, type Request } from 'express';
import { NotFoundError, ValidationError } from '../../domain/errors.js';
import {
  createPage,
  deletePage,
  getPage,
  searchPages,
  setFeaturedImage,
  updatePage,
  type ContentDeps,
} from '../../domain/content/content-use-cases.js';
import { contentInputSchema, contentSearchQuerySchema } from '@school/shared/content-schemas';
import type { AppDeps } from '../deps.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { readMultipart } from '../middleware/multipart.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { parse } from '../middleware/validate.js';
import { reads, serve } from '../public-reads.js';

/**
 * /api/content: pages of the public site. Reads are public (published pages only, CDN-cacheable);
 * with a staff token they include drafts. Writes need role admin or superadmin.
 * POST /api/content/contact belongs to the contact router, mounted before this one; nothing here
 * may answer it (no router-level middleware, no POST '/:x').
 */
export function contentRoutes(deps: AppDeps): Router {
  const router = Router();
  const { identity } = deps;
  const content: ContentDeps = deps;

  // Public reads and staff reads share one URL; only staff see drafts (see optionalStaff).
  const reader = optionalStaff(identity);

  // A page scheduled for later appears then: the embedded home's memo forgets this answer at that instant.
  router.get('/', reader, serve(deps, reads.pages));

  router.get('/search', reader, async (req, res) => {
    const { q } = parse(contentSearchQuerySchema, req.query);
    const { pages: data, changesAt } = await searchPages(content, q, staffAsking(res));
    freshUntil(res, changesAt);
    res.json({ success: true, count: data.length, data });
  });

  router.get('/slug/:slug', reader, serve(deps, reads.page));

  router.get('/:id', reader, async (req, res) => {
    res.json({ success: true, data: await getPage(content, idOf(req), staffAsking(res)) });
  });

  router.post('/', ...staffOnly(identity), async (req, res) => {
    const input = parse(contentInputSchema, req.body);
    res.status(201).json({ success: true, data: await createPage(content, input, currentUser(res)) });
  });

  router.put('/:id', ...staffOnly(identity), async (req, res) => {
    const input = parse(contentInputSchema, req.body);
    res.json({ success: true, data: await updatePage(content, idOf(req), input, currentUser(res)) });
  });

  router.delete('/:id', ...staffOnly(identity), async (req, res) => {
    await deletePage(content, idOf(req), currentUser(res));
    res.json({ success: true, data: {} });
  });

  router.put('/:id/featuredimage', ...staffOnly(identity), async (req, res) => {
    const { files } = await readMultipart(req, { fileFields: ['featuredImage'], maxFiles: 1 });
    const file = files.find((f) => f.field === 'featuredImage');
    if (!file) throw new ValidationError('Please choose an image file (field featuredImage).');
    res.json({ success: true, data: await setFeaturedImage(content, idOf(req), file.data, currentUser(res)) });
  });

  return router;
}

// After spread middleware Express's types lose the path's parameter names; the route guarantees :id.
function idOf(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string') throw new NotFoundError('Content not found');
  return id;
}
