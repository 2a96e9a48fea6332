import { documentPageQuerySchema, type DocumentDoc } from '@school/shared/document-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { DOCUMENTS } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { parse } from '../parse.js';
import { findPage } from '../paging/find-page.js';
import { titleSearch, titlesOf } from '../paging/title-search.js';
import { findDocumentBySlug } from './document-records.js';

// What visitors and staff read of the library. Visitors see a document once it is published and its
// publish time has come; staff see all. Lists are read a page at a time in the store, newest
// published first (paging/find-page.ts); every query is served by an index (firestore.indexes.json;
// SQLite's on `publishedAt`, ORDERED_FIELDS).

export interface DocumentReader {
  /** Staff see drafts and scheduled documents too. */
  staff: boolean;
  clock: Clock;
}

const NOT_FOUND = 'Document not found';

const visibleTo = (reader: DocumentReader) => (doc: DocumentDoc) =>
  reader.staff || (doc.isPublished && doc.publishedAt <= reader.clock.now().toISOString());

export interface DocumentPage {
  items: StoredDocument<DocumentDoc>[];
  next: string | null;
  /** The next publish instant ahead, when a visitor's list changes with nobody acting. */
  changesAt: Date | null;
}

/** GET /documents[?category=…][&q=…][&limit=…][&after=…]: `query` as sent, checked here. */
export async function readDocumentPage(store: DocumentStore, reader: DocumentReader, query: unknown): Promise<DocumentPage> {
  const { limit, after, category, q } = parse(documentPageQuerySchema, query);
  const where: WhereClause[] = category ? [{ field: 'category', op: '==', value: category }] : [];
  const search = titleSearch<StoredDocument<DocumentDoc>>(q, titlesOf);
  // A visitor's search keeps the publish checks for what it finds: one index less per filter.
  if (!reader.staff && !search) {
    where.push(
      { field: 'isPublished', op: '==', value: true },
      { field: 'publishedAt', op: '<=', value: reader.clock.now().toISOString() },
    );
  }
  const keep = reader.staff || !search ? undefined : visibleTo(reader);
  const [page, changesAt] = await Promise.all([
    findPage<DocumentDoc>(store, { collection: DOCUMENTS, where, orderedBy: 'publishedAt', search, keep, limit, after }),
    nextPublished(store, reader),
  ]);
  return { ...page, changesAt };
}

async function nextPublished(store: DocumentStore, reader: DocumentReader): Promise<Date | null> {
  if (reader.staff) return null;
  const [next] = await store.find<DocumentDoc>(DOCUMENTS, {
    where: [
      { field: 'isPublished', op: '==', value: true },
      { field: 'publishedAt', op: '>', value: reader.clock.now().toISOString() },
    ],
    orderBy: [{ field: 'publishedAt', direction: 'asc' }],
    limit: 1,
  });
  return next ? new Date(next.publishedAt) : null;
}

/** The document at /documents/{slug}: a draft or a scheduled one answers a visitor as a missing one does. */
export async function readDocumentBySlug(store: DocumentStore, slug: string, reader: DocumentReader): Promise<StoredDocument<DocumentDoc>> {
  const doc = await findDocumentBySlug(store, slug);
  if (!doc || !visibleTo(reader)(doc)) throw new NotFoundError(NOT_FOUND);
  return doc;
}

/** What a news item's page links to (issue 35, item 7): its document, while a visitor may see it. */
export interface LinkedDocumentRead {
  doc: StoredDocument<DocumentDoc> | null;
  /** The document's publish time ahead, when the page starts to show it with nobody acting. */
  changesAt: Date | null;
}

/**
 * The document a news item links to, by its slug: null when there is none, or it is a draft, or
 * scheduled, or deleted, whoever asks, so staff see the item's page as parents do and the page
 * never offers a link that answers 404. One read, made only for the item's own page.
 */
export async function readLinkedDocument(store: DocumentStore, slug: string | undefined, clock: Clock): Promise<LinkedDocumentRead> {
  const doc = slug ? await findDocumentBySlug(store, slug) : null;
  if (!doc) return { doc: null, changesAt: null };
  if (visibleTo({ staff: false, clock })(doc)) return { doc, changesAt: null };
  return { doc: null, changesAt: doc.isPublished ? new Date(doc.publishedAt) : null };
}
