import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from './content-schemas.js';

// The address of a news item, an event or a gallery (/news/{slug}, /media/{slug}). The server makes
// it from the title when the item is created and never changes it, so a link a parent shared keeps
// working after staff fix a typo in the title. Same shape as a content page's slug. Browser-safe.

export const itemSlugSchema = z.string().max(SLUG_MAX).regex(SLUG_PATTERN);

/** True when `text` could be an item's slug: a URL that is not one answers 404 without a lookup. */
export function isItemSlug(text: string): boolean {
  return itemSlugSchema.safeParse(text).success;
}
