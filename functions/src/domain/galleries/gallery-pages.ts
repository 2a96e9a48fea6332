import { galleryPageQuerySchema } from '@school/shared/gallery-pages';
import type { Gallery } from '@school/shared/gallery-schemas';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { GALLERIES } from '../collections.js';
import { parse } from '../parse.js';
import { decodePosition, encodePosition } from '../paging/position.js';

// The galleries a page at a time, newest first (issue 34). Visitors see published ones only; the
// query (isPublished ==, createdAt desc, id desc) is served by the composite index in
// firestore.indexes.json, staff's (createdAt desc, id desc) by Firestore's single-field index.

export interface GalleryPage {
  galleries: StoredDocument<Gallery>[];
  next: string | null;
}

/** GET /galleries?limit=…: `query` as sent (galleryPageQuerySchema), checked here. */
export async function readGalleryPage(store: DocumentStore, reader: { staff: boolean }, query: unknown): Promise<GalleryPage> {
  const { limit, after } = parse(galleryPageQuerySchema, query);
  const startAfter = after === undefined ? undefined : decodePosition(after);
  const found = await store.find<Gallery>(GALLERIES, {
    where: reader.staff ? [] : [{ field: 'isPublished', op: '==', value: true }],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ],
    // One more than the page shows: whether it exists says if there is a next page.
    limit: limit + 1,
    ...(startAfter ? { startAfter } : {}),
  });
  const galleries = found.slice(0, limit);
  const last = galleries.at(-1);
  return { galleries, next: found.length > limit && last ? encodePosition(last.createdAt, last.id) : null };
}
