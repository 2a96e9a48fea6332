import { trashPageQuerySchema } from '@school/shared/trash-schemas';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import { TRASH } from '../collections.js';
import type { StoredTrash } from '../item-kinds/item-kind.js';
import { findPage } from '../paging/find-page.js';
import { titleSearch } from '../paging/title-search.js';
import { parse } from '../parse.js';
import { rewriteEach } from '../migrations/run-migrations.js';

// The trash a page at a time, newest deleted first (issue 34), by kind and by words of the title: the
// queries (kind ==, titleWords array-contains, deletedAt desc) are served by the composite indexes in
// firestore.indexes.json and SQLite's index on `deletedAt` (ORDERED_FIELDS).

/** GET /trash?limit=…: `query` as sent (trashPageQuerySchema), checked here. */
export async function readTrashPage(
  store: DocumentStore,
  query: unknown,
): Promise<{ records: StoredDocument<StoredTrash>[]; next: string | null }> {
  const { limit, after, q, kind } = parse(trashPageQuerySchema, query);
  const where: WhereClause[] = kind ? [{ field: 'kind', op: '==', value: kind }] : [];
  const search = titleSearch<StoredDocument<StoredTrash>>(q, (record) => [record.title]);
  const { items, next } = await findPage<StoredTrash>(store, { collection: TRASH, where, orderedBy: 'deletedAt', search, limit, after });
  return { records: items, next };
}

/** Migration 8: `titleWords` on every trash record. Running it again changes nothing. */
export async function giveTrashTitleWords(store: DocumentStore): Promise<void> {
  await rewriteEach<StoredTrash>(store, TRASH, (current) => ({ ...current, titleWords: titleWords([current.title]) }));
}
