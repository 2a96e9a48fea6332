import { contentPageQuerySchema, type ContentDoc } from '@school/shared/content-schemas';
import { isPublishedAt } from '@school/shared/publish-time';
import type { DocumentStore, WhereClause } from '../../ports/document-store.js';
import { CONTENT } from '../collections.js';
import { parse } from '../parse.js';
import { findPage, type FoundPage } from '../paging/find-page.js';
import { titleSearch, titlesOf, withTitleWords } from '../paging/title-search.js';
import type { ContentDeps } from './content-reads.js';
import { rewriteEach } from '../migrations/run-migrations.js';

// Content pages a page at a time, newest saved first (issue 34): what the admin list reads, so its
// cost does not grow with the pages stored. The filters the store answers (status, the title search's
// word) are served by the composite indexes in firestore.indexes.json and SQLite's index on `updatedAt`
// (ORDERED_FIELDS); a visitor's "its publish time has come" is checked on what the store finds, as
// the whole list does (content-reads.ts: pages stored without `publishAt` would drop out of a query).

export { withTitleWords } from '../paging/title-search.js';

/** GET /content?limit=…: `query` as sent (contentPageQuerySchema), checked here. */
export async function readContentPage({ store, clock }: ContentDeps, query: unknown, staff: boolean): Promise<FoundPage<ContentDoc>> {
  // `type` is checked by the schema and not queried: every stored page is of the one type, `page`.
  const { limit, after, q, status: asked } = parse(contentPageQuerySchema, query);
  if (!staff && asked === 'draft') return { items: [], next: null };
  const status = staff ? asked : 'published';
  const where: WhereClause[] = status ? [{ field: 'status', op: '==', value: status }] : [];
  const now = clock.now();
  return findPage<ContentDoc>(store, {
    collection: CONTENT,
    where,
    orderedBy: 'updatedAt',
    search: titleSearch<ContentDoc>(q, titlesOf),
    keep: staff ? undefined : (page) => isPublishedAt(page, now),
    limit,
    after,
  });
}

/** Migration 6: `titleWords` on every page. Running it again changes nothing. */
export async function givePagesTitleWords(store: DocumentStore): Promise<void> {
  await rewriteEach<ContentDoc>(store, CONTENT, withTitleWords);
}
