import type { Response } from 'express';

/**
 * Marks a public GET answer cacheable: a minute in the browser, five at Firebase Hosting's CDN.
 * The CDN then answers most visitors without waking the function or reading Firestore; the cost
 * is that a staff change can take up to five minutes to show to visitors.
 * Everything else under /api stays `private, no-store` (set in app.ts).
 */
export function publicCache(res: Response): void {
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
}
