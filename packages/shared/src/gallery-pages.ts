import { z } from 'zod';
import { GALLERY_CURSOR_MAX, GALLERY_PAGE_MAX } from './gallery-page-limits.js';
import { pageAfterParam, pageLimitParam, titleSearchParam } from './page-query.js';
import type { GalleryImageView, GalleryView } from './gallery-schemas.js';

export { GALLERY_CURSOR_MAX, GALLERY_PAGE_MAX, GALLERY_PAGE_SIZE } from './gallery-page-limits.js';

// GET /galleries a page at a time (issue 34): what /media renders, so the page costs the same with
// ten galleries stored as with five hundred. `?limit=` asks for this form; without it the API answers
// every gallery whole, as the spec has it.
//
//   GET /api/galleries?limit=12[&q=annual day][&after=<cursor>]
//   -> { success, count, data: GallerySummary[], next: <cursor> | null }
//
// A summary is the gallery without its photos but its cover (the first) and how many there are: one
// gallery's photos are read from its own address (/galleries/slug/:slug) when it is shown.
//
// `q` searches the titles (English, Punjabi, Hindi) as the news list's does (event-pages.ts): every
// typed word must begin a word of a title; a page of a search may hold fewer than `limit` galleries.

export const galleryPageQuerySchema = z.object({
  limit: pageLimitParam(GALLERY_PAGE_MAX),
  after: pageAfterParam(GALLERY_CURSOR_MAX),
  q: titleSearchParam(),
});

export type GallerySummary = Omit<GalleryView, 'images'> & {
  /** The first photo, or null for a gallery without photos yet. */
  cover: GalleryImageView | null;
  imageCount: number;
};
