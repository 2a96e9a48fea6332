import { Router, type Request } from 'express';
import { NotFoundError, ValidationError } from '../../domain/errors.js';
import { getPage, searchPages, type ContentDeps } from '../../domain/content/content-reads.js';
import { createPage, deletePage, setFeaturedImage, updatePage } from '../../domain/content/content-writes.js';
import type { AppDeps } from '../deps.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { readMultipart } from '../middleware/multipart.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { presentPage } from '../present/content.js';
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
    const { pages, changesAt } = await searchPages(content, req.query, staffAsking(res));
    freshUntil(res, changesAt);
    res.json({ success: true, count: pages.length, data: pages.map(presentPage) });
  });

  router.get('/slug/:slug', reader, serve(deps, reads.page));

  router.get('/:id', reader, async (req, res) => {
    res.json({ success: true, data: presentPage(await getPage(content, idOf(req), staffAsking(res))) });
  });

  router.post('/', ...staffOnly(identity), async (req, res) => {
    res.status(201).json({ success: true, data: presentPage(await createPage(content, req.body, currentUser(res))) });
  });

  router.put('/:id', ...staffOnly(identity), async (req, res) => {
    res.json({ success: true, data: presentPage(await updatePage(content, idOf(req), req.body, currentUser(res))) });
  });

  router.delete('/:id', ...staffOnly(identity), async (req, res) => {
    await deletePage(content, idOf(req), currentUser(res));
    res.json({ success: true, data: {} });
  });

  router.put('/:id/featuredimage', ...staffOnly(identity), async (req, res) => {
    const { files } = await readMultipart(req, { fileFields: ['featuredImage'], maxFiles: 1 });
    const file = files.find((f) => f.field === 'featuredImage');
    if (!file) throw new ValidationError('Please choose an image file (field featuredImage).');
    res.json({ success: true, data: presentPage(await setFeaturedImage(content, idOf(req), file.data, currentUser(res))) });
  });

  return router;
}

// After spread middleware Express's types lose the path's parameter names; the route guarantees :id.
function idOf(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string') throw new NotFoundError('Content not found');
  return id;
}
