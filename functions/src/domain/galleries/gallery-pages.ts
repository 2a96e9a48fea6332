import { galleryPageQuerySchema } from '@school/shared/gallery-pages';
import type { Gallery } from '@school/shared/gallery-schemas';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { GALLERIES } from '../collections.js';
import { parse } from '../parse.js';
import { findPage } from '../paging/find-page.js';
import { titleSearch } from '../paging/title-search.js';
import { galleryTitles } from './gallery-title-words.js';

// The galleries a page at a time, newest first (issue 34). Visitors see published ones only; the
// queries (isPublished ==, [titleWords array-contains,] createdAt desc, id desc) are served by the
// composite indexes in firestore.indexes.json, staff's without a search by Firestore's single-field
// index; SQLite's by its index on `createdAt` (ORDERED_FIELDS).

export interface GalleryPage {
  galleries: StoredDocument<Gallery>[];
  next: string | null;
}

/** GET /galleries?limit=…[&q=…]: `query` as sent (galleryPageQuerySchema), checked here. */
export async function readGalleryPage(store: DocumentStore, reader: { staff: boolean }, query: unknown): Promise<GalleryPage> {
  const { limit, after, q } = parse(galleryPageQuerySchema, query);
  const { items, next } = await findPage<Gallery>(store, {
    collection: GALLERIES,
    where: reader.staff ? [] : [{ field: 'isPublished', op: '==', value: true }],
    orderedBy: 'createdAt',
    search: titleSearch<Gallery>(q, galleryTitles),
    limit,
    after,
  });
  return { galleries: items, next };
}
