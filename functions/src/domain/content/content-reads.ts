import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { contentListQuerySchema, contentSearchQuerySchema, SLUG_PATTERN, type ContentStatus } from '@school/shared/content-schemas';
import { isPublishedAt, nextPublishAt } from '@school/shared/publish-time';
import { NotFoundError } from '../errors.js';
import { CONTENT } from '../collections.js';
import { parse } from '../parse.js';
import type { ContentDoc } from './content-store.js';
import { bodyText } from './sanitize-body.js';

// Reading content pages. `staff` says whether the caller may see drafts: visitors get published
// pages only, and a draft answers 404 exactly like a page that does not exist.

export interface ContentDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
}

export const NOT_FOUND = 'Content not found';
const newestFirst = (a: ContentDoc, b: ContentDoc) => b.updatedAt.localeCompare(a.updatedAt);

/**
 * Whether the caller sees the page: staff see every page; visitors a published one whose publish
 * time (if any) has come. Scheduled publishing is this filter at read time, the same in both homes
 * (see @school/shared/publish-time), not a query: Firestore would leave out every page stored
 * without `publishAt`, and a school has a few dozen pages.
 */
const shownTo = (doc: ContentDoc, staff: boolean, now: Date) => staff || (doc.status === 'published' && isPublishedAt(doc, now));

/** Pages as a caller sees them, and when a visitor's list next changes with nobody acting (a publish time). */
export interface PageList {
  pages: StoredDocument<ContentDoc>[];
  changesAt: Date | null;
}

/** GET /content: `query` is the request's (`type`, `status`), checked here. */
export async function listPages(deps: ContentDeps, query: unknown, staff: boolean): Promise<PageList> {
  return pagesShown(deps, parse(contentListQuerySchema, query), staff);
}

async function pagesShown(
  { store, clock }: ContentDeps,
  filter: { type?: 'page' | undefined; status?: ContentStatus | undefined },
  staff: boolean,
): Promise<PageList> {
  if (!staff && filter.status === 'draft') return { pages: [], changesAt: null };
  const status = staff ? filter.status : 'published';
  const where: WhereClause[] = [];
  if (filter.type) where.push({ field: 'type', op: '==', value: filter.type });
  if (status) where.push({ field: 'status', op: '==', value: status });
  // Sorted here rather than by the store: a school has a few dozen pages, and it spares Firestore
  // a composite index per filter combination.
  const docs = await store.find<ContentDoc>(CONTENT, { where });
  const now = clock.now();
  const pages = docs.filter((doc) => shownTo(doc, staff, now)).sort(newestFirst);
  return { pages, changesAt: staff ? null : nextPublishAt(docs, now) };
}

/** Title and body text, case-insensitive; markup is not searched ("strong" finds no bold text). `query`: the request's `q`. */
export async function searchPages(deps: ContentDeps, query: unknown, staff: boolean): Promise<PageList> {
  const { q } = parse(contentSearchQuerySchema, query);
  const needle = q.toLocaleLowerCase();
  const { pages, changesAt } = await pagesShown(deps, {}, staff);
  const found = pages.filter(
    (page) => page.title.toLocaleLowerCase().includes(needle) || bodyText(page.content).toLocaleLowerCase().includes(needle),
  );
  return { pages: found, changesAt };
}

export async function getPage({ store, clock }: ContentDeps, id: string, staff: boolean): Promise<StoredDocument<ContentDoc>> {
  const doc = await visibleDoc(store, id, staff);
  if (!shownTo(doc, staff, clock.now())) throw new NotFoundError(NOT_FOUND);
  return doc;
}

export async function getPageBySlug({ store, clock }: ContentDeps, slug: string, staff: boolean): Promise<StoredDocument<ContentDoc>> {
  // A slug that could never be stored cannot name a page; no need to ask the store.
  if (!SLUG_PATTERN.test(slug)) throw new NotFoundError(NOT_FOUND);
  const [doc] = await store.find<ContentDoc>(CONTENT, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  if (!doc || !shownTo(doc, staff, clock.now())) throw new NotFoundError(NOT_FOUND);
  return doc;
}

/** The stored page; 404 when there is none, or when a visitor asks for a draft. */
export async function visibleDoc(store: DocumentStore, id: string, staff: boolean): Promise<StoredDocument<ContentDoc>> {
  const doc = await store.get<ContentDoc>(CONTENT, id);
  if (!doc || (!staff && doc.status !== 'published')) throw new NotFoundError(NOT_FOUND);
  return doc;
}
