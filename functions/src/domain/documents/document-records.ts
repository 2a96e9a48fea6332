import type { DocumentDoc } from '@school/shared/document-schemas';
import { isItemSlug } from '@school/shared/item-slug';
import { publishedAt } from '@school/shared/publish-time';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { DOCUMENT_SLUGS, DOCUMENTS } from '../collections.js';
import { shownInField } from '../images/file-users.js';
import { keyList, type FileHolder } from '../item-kinds/item-kind.js';
import { withTitleWords } from '../paging/title-search.js';
import { datedBase, slugBase, type SlugHome } from '../slugs/item-slugs.js';

// How a document lives in the store: its slug (/documents/{slug}), the fields its lists are read by,
// and the file it holds, as the trash, the revisions and the file sweep ask for it.

export const DOCUMENT_SLUG_HOME: SlugHome = { items: DOCUMENTS, claims: DOCUMENT_SLUGS };

/** From the title; a title with no Latin letters gives "document-2026-04-01" (its date issued). */
export const documentSlugBase = (doc: Pick<DocumentDoc, 'title' | 'dateIssued'>): string =>
  slugBase(doc.title, datedBase('document', `${doc.dateIssued}T06:30:00.000Z`));

type Listable = Omit<DocumentDoc, 'publishedAt' | 'titleWords' | 'fileKeys'>;

/** The document with the fields its lists and file holders read: every write goes through this. */
export const listed = (doc: Listable): DocumentDoc => withTitleWords({ ...doc, fileKeys: [doc.file.key], publishedAt: publishedAt(doc) });

/**
 * A document's file: one key, kept in `fileKeys` beside `file` so the holder query (one
 * `array-contains` on a top-level list) finds the documents that show it, in both stores.
 */
export const documentFiles: FileHolder = {
  filesOf: (version) => keyList(version.fileKeys),
  shownKeys: shownInField(DOCUMENTS, 'fileKeys'),
};

/** The document at /documents/{slug}, or null. */
export async function findDocumentBySlug(store: DocumentStore, slug: string): Promise<StoredDocument<DocumentDoc> | null> {
  if (!isItemSlug(slug)) return null;
  const [doc] = await store.find<DocumentDoc>(DOCUMENTS, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  return doc ?? null;
}
