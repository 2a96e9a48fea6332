import type { Request, RequestHandler, Response } from 'express';

/**
 * Every public answer, page or API: cached for a minute at the CDN (Firebase Hosting), then served
 * stale for up to ten while one request fetches it again, so nearly no visit wakes the function or
 * reads Firestore. Browsers always ask again (max-age=0; cheap, the CDN or the ETag answers). A staff
 * change so reaches visitors within about a minute, on a page's first load and on the calls the
 * page makes after it alike, which is what the admin dashboard tells staff.
 * On the embedded home the answer memo keeps answers until the next write (answer-memo.ts).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Marks a public GET answer cacheable. Everything else under /api stays `private, no-store` (app.ts). */
export function publicCache(res: Response): void {
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
}

/** publicCache as a route's step, for public reads that every asker gets alike. */
export const publicAnswer: RequestHandler = (_req, res, next) => {
  publicCache(res);
  next();
};

/**
 * For public lists that staff see more of (drafts, unpublished galleries): a request with a token
 * gets a private answer, one without gets the CDN-cacheable public one. Returns true for staff-looking requests.
 */
export function cacheUnlessSignedIn(req: Request, res: Response): boolean {
  res.vary('Authorization');
  if (req.get('authorization')) return true;
  publicCache(res);
  return false;
}
