import type { ContentDoc, ContentItem } from '@school/shared/content-schemas';
import { versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';

/** The API's view of a stored page: `_id`, and no storage keys. */
export function presentPage(doc: StoredDocument<ContentDoc>): ContentItem {
  return {
    _id: doc.id,
    title: doc.title,
    slug: doc.slug,
    content: doc.content,
    type: doc.type,
    status: doc.status,
    // Pages older than scheduled publishing have none: null, public as they always were.
    publishAt: doc.publishAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    featuredImage: doc.featuredImage ?? null,
    version: versionOf(doc),
    // Punjabi and Hindi versions staff wrote; absent on pages without any.
    ...(doc.translations ? { translations: doc.translations } : {}),
  };
}
