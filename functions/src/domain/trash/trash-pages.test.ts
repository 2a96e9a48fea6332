import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { readAllPages } from '../../testing/read-all-pages.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { TRASH } from '../collections.js';
import { readTrashPage } from './trash-pages.js';

// The trash a page at a time (issue 34) in each home's store: newest deleted first, every record once,
// by kind, by words of the title, and only queries Firestore's indexes serve.

const at = (hour: number) => new Date(Date.parse('2026-11-20T04:00:00Z') - hour * 3_600_000).toISOString();
const record = (kind: string, title: string, hour: number) => ({
  kind,
  title,
  item: { title },
  fileKeys: [],
  deletedBy: { id: 'u1', name: 'Staff', email: 'staff@example.com' },
  deletedAt: at(hour),
  titleWords: titleWords([title]),
});

/** The titles of the whole trash as `query` lists it, page after page. */
const titlesIn = (store: DocumentStore, query: Record<string, string>) =>
  readAllPages(Number(query.limit), async (after) => {
    const page = await readTrashPage(store, { ...query, ...(after ? { after } : {}) });
    return { rows: page.records.map((one) => one.title), next: page.next };
  });

describe.each(EACH_HOME_STORE)('the trash a page at a time (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const everything = (query: Record<string, string>, on: DocumentStore = store) => titlesIn(on, query);

  beforeAll(async () => {
    ({ store, dispose } = await open());
    await store.set(TRASH, 'g1', record('gallery', 'Annual Sports Day', 1));
    await store.set(TRASH, 'n1', record('news', 'Sports results', 2));
    await store.set(TRASH, 'p1', record('page', 'खेल दिवस', 3));
    for (let n = 0; n < 9; n++) await store.set(TRASH, `i${n}`, record('image', `Photo ${n}`, 10 + n));
  });
  afterAll(async () => dispose());

  it('pages through every record once, newest deleted first, and by kind', async () => {
    const all = await everything({ limit: '5' });
    expect([all.length, new Set(all).size, all.slice(0, 3)]).toEqual([12, 12, ['Annual Sports Day', 'Sports results', 'खेल दिवस']]);
    expect(await everything({ limit: '2', kind: 'gallery' })).toEqual(['Annual Sports Day']);
    expect(await everything({ limit: '4', kind: 'image' })).toHaveLength(9);
  });

  it('finds by words of the title, with the kind too; refuses an unknown kind', async () => {
    expect(await everything({ limit: '2', q: 'SPORTS' })).toEqual(['Annual Sports Day', 'Sports results']);
    expect(await everything({ limit: '2', q: 'sports', kind: 'news' })).toEqual(['Sports results']);
    expect(await everything({ limit: '2', q: 'दिव' })).toEqual(['खेल दिवस']);
    expect(await everything({ limit: '2', q: 'zebra' })).toEqual([]);
    expect(await readTrashPage(store, { limit: '2', kind: 'robot' }).catch((error: Error) => error.message)).toBe('Unknown kind');
  });

  it('asks Firestore only queries its indexes serve', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    const queries: Record<string, string>[] = [{}, { kind: 'image' }, { q: 'photo' }, { q: 'sports', kind: 'news' }];
    for (const query of queries) await everything({ limit: '3', ...query }, recorded);
    expect(unindexed(seen)).toEqual([]);
  });
});
