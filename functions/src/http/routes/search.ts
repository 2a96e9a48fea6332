import { Router } from 'express';
import type { ServedDeps } from '../deps.js';
import { publicAnswer } from '../middleware/cache.js';
import { searchRead, serve } from '../public-reads.js';

/**
 * GET /search?q=…[&lang=pa][&page=2]: the site search, the same for visitors and staff (drafts are
 * never in it), so every answer is the CDN's to keep; it varies only by its query string.
 */
export function searchRoutes(deps: ServedDeps): Router {
  const router = Router();
  router.get('/', publicAnswer, serve(deps, searchRead));
  return router;
}
