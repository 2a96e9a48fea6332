import type { GallerySummary } from '@school/shared/gallery-pages';
import { apiAnswer, invalidAnswer, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import { INVALID_DATA_TEXT } from './gallery-checks';

/** A page of the paged GET /galleries as /media reads it: the whole answer, `next` beside `data`. */
export interface GalleryPage {
  data: GallerySummary[];
  /** Where the next page of older galleries starts; null on the last page. */
  next: string | null;
}

// Hand-written checks instead of zod, as for a whole gallery (gallery-checks.ts): the fields the
// page reads (not the cover: the picker shows titles).
function isSummary(value: unknown): value is GallerySummary {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.imageCount === 'number'
  );
}

const isPage = (body: unknown): body is GalleryPage =>
  isRecord(body) && Array.isArray(body.data) && body.data.every(isSummary) && (body.next === null || typeof body.next === 'string');

/** What the page accepts as its answer (the spec's own text when it is not that). */
export const galleryPageExpect: Expect<GalleryPage> = { accept: isPage, text: INVALID_DATA_TEXT };

/** Optional texts may be absent in older documents; the page treats them as empty. */
export const summaryWithTexts = (summary: GallerySummary): GallerySummary => ({
  ...summary,
  description: typeof summary.description === 'string' ? summary.description : '',
});

/**
 * One page of galleries, by its call (lib/public-calls.ts). As a visitor, without the token even for
 * signed-in staff: the public page lists what visitors see.
 */
export async function fetchGalleryPage(call: string, signal: AbortSignal): Promise<GalleryPage> {
  const body = await apiAnswer('GET', call, undefined, { auth: false, signal });
  if (!galleryPageExpect.accept(body)) throw invalidAnswer(body, galleryPageExpect.text);
  return body;
}
