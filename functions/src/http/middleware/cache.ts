import type { Request, Response } from 'express';

/**
 * Marks a public GET answer cacheable: a minute in the browser, five at Firebase Hosting's CDN.
 * The CDN then answers most visitors without waking the function or reading Firestore; the cost
 * is that a staff change can take up to five minutes to show to visitors.
 * Everything else under /api stays `private, no-store` (set in app.ts).
 */
export function publicCache(res: Response): void {
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
}

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
