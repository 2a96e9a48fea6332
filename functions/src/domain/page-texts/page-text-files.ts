import type { StoredImage } from '@school/shared/image-schemas';
import type { DocumentData } from '../../ports/document-store.js';
import { PAGE_TEXT_DRAFTS, PAGE_TEXTS } from '../collections.js';
import type { FileHolder } from '../item-kinds/item-kind.js';

/** The keys of every image a page's texts (published or draft) use. */
export function pageTextKeys(doc: DocumentData): string[] {
  const images = typeof doc.images === 'object' && doc.images !== null ? Object.values(doc.images) : [];
  return images.flatMap((image) => (image && Array.isArray((image as StoredImage).keys) ? (image as StoredImage).keys : []));
}

/** The fixed pages' photos, published and draft alike: a photo either shows is in use. */
export const pageTextFiles: FileHolder = {
  filesOf: pageTextKeys,
  shownKeys: async (store) => {
    // A handful of documents (one published and at most one draft per fixed page): read them all.
    const docs = [...(await store.find(PAGE_TEXTS)), ...(await store.find(PAGE_TEXT_DRAFTS))];
    return new Set(docs.flatMap(pageTextKeys));
  },
};
