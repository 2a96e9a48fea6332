import { FIRST_SCREEN_PHOTOS, GRID_SIZES, srcSetOf } from '../features/media/image-sources';
import { startEarly } from '../lib/early-requests';
import type { ImageVariant } from '@school/shared/image-schemas';

/** The API call each data-driven public page makes first (the same URL as its api-client call). */
export const FIRST_CALL: Record<string, string> = {
  '/media': '/api/galleries',
  '/news': '/api/events',
  '/events': '/api/events?type=event',
};

/**
 * Pages whose largest element on a phone's first screen is data (the first photos of /media), so
 * their code should not wait for a paint: the build preloads it and their first call from the HTML.
 * On /news the page header is the largest element, and the cards come in below it.
 */
export const DATA_PAGES = ['/media'];
export const isDataPage = (path: string): boolean => DATA_PAGES.includes(path);

/**
 * Starts the page's data before React is here (see lib/early-requests.ts). On /media the first
 * photos are the largest thing on a phone's screen: preload them as soon as their names are known,
 * so they arrive with React rather than after it. Staff with a token get their own fresh call later.
 */
export function startEarlyData(path: string): void {
  const url = FIRST_CALL[path];
  // Staff get their own call with their token later; gallery reads never carry one (spec), so the
  // build's preload of /api/galleries is always the answer the page wants.
  if (!url || (path !== '/media' && localStorage.getItem('authToken'))) return;
  const response = startEarly(url);
  if (path !== '/media') return;
  void response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: unknown) => {
      const images = (body as { data?: { images?: { variants?: unknown }[] }[] } | null)?.data?.[0]?.images;
      for (const image of images?.slice(0, FIRST_SCREEN_PHOTOS) ?? []) {
        // Not checked further: a wrong answer only makes a useless hint; the page validates it.
        if (!Array.isArray(image.variants) || image.variants.length === 0) continue;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.setAttribute('imagesrcset', srcSetOf(image as { variants: ImageVariant[] }));
        link.setAttribute('imagesizes', GRID_SIZES);
        link.setAttribute('fetchpriority', 'high');
        document.head.append(link);
      }
    })
    .catch(() => {
      // The page's own call reports a failure; a hint that did not work changes nothing.
    });
}
