import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { readAllPages } from '../../testing/read-all-pages.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { CONTENT } from '../collections.js';
import { readContentPage, withTitleWords } from './content-pages.js';

// Content pages a page at a time (issue 34) in each home's store: newest saved first, every page once,
// drafts and scheduled pages for staff only, the status filter, the title search in every language,
// and only queries Firestore's indexes serve.

const now = new Date('2026-11-25T03:30:00.000Z');
const at = (day: number) => new Date(Date.parse('2026-11-01T04:00:00Z') - day * 86_400_000).toISOString();
const page = (title: string, day: number, more: Record<string, unknown> = {}) =>
  withTitleWords({
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    content: '<p>Text.</p>',
    type: 'page',
    status: 'published',
    createdAt: at(day),
    updatedAt: at(day),
    featuredImage: null,
    featuredImageKeys: [],
    ...more,
  });

describe.each(EACH_HOME_STORE)('content pages a page at a time (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const deps = () => ({ store, clock: { now: () => now }, files: undefined as never });
  const read = (query: Record<string, string>, staff = true, on?: DocumentStore) =>
    readContentPage({ ...deps(), ...(on ? { store: on } : {}) }, query, staff);
  const everything = (query: Record<string, string>, staff = true, on?: DocumentStore) =>
    readAllPages(Number(query.limit), async (after) => {
      const found = await read({ ...query, ...(after ? { after } : {}) }, staff, on);
      return { rows: found.items.map((one) => one.title), next: found.next };
    });

  beforeAll(async () => {
    ({ store, dispose } = await open());
    await store.set(CONTENT, 'transport', page('School Transport', 1));
    await store.set(CONTENT, 'draft', page('Transport fees draft', 2, { status: 'draft' }));
    await store.set(CONTENT, 'later', page('Transport in winter', 3, { publishAt: '2026-12-01T03:30:00.000Z' }));
    await store.set(CONTENT, 'uniform', page('Uniform', 4, { translations: { pa: { title: 'ਵਰਦੀ' }, hi: { title: 'वर्दी' } } }));
    for (let n = 0; n < 12; n++) await store.set(CONTENT, `notice${n}`, page(`Notice ${n}`, 10 + n));
  });
  afterAll(async () => dispose());

  it('pages through every page once, newest saved first; visitors see neither drafts nor scheduled pages', async () => {
    const all = await everything({ limit: '5' });
    expect([all.length, new Set(all).size, all.slice(0, 2)]).toEqual([16, 16, ['School Transport', 'Transport fees draft']]);
    const shown = await everything({ limit: '5' }, false);
    expect(shown).toHaveLength(14);
    expect(shown).not.toContain('Transport in winter');
    expect(await everything({ limit: '5', status: 'draft' })).toEqual(['Transport fees draft']);
    expect((await read({ limit: '5', status: 'draft' }, false)).items).toEqual([]);
  });

  it('finds by the prefix of any word of any title, with the status filter too', async () => {
    const titles = async (query: Record<string, string>, staff = true) => await everything({ limit: '2', ...query }, staff);
    expect(await titles({ q: 'TRANS' })).toEqual(['School Transport', 'Transport fees draft', 'Transport in winter']);
    expect(await titles({ q: 'trans', status: 'published' })).toEqual(['School Transport', 'Transport in winter']);
    expect(await titles({ q: 'trans' }, false)).toEqual(['School Transport']);
    expect(await titles({ q: 'ਵਰ' })).toEqual(['Uniform']);
    expect(await titles({ q: 'वर्दी' })).toEqual(['Uniform']);
    expect(await titles({ q: 'school fees' })).toEqual([]);
  });

  it('asks Firestore only queries its indexes serve; refuses a wrong limit or page address', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    const queries: Record<string, string>[] = [{}, { status: 'draft' }, { q: 'notice' }, { q: 'notice', status: 'published' }];
    for (const query of queries) {
      await everything({ limit: '3', ...query }, true, recorded);
      await everything({ limit: '3', ...query }, false, recorded);
    }
    expect(unindexed(seen)).toEqual([]);
    const refused = (query: Record<string, string>) => read(query).catch((error: Error) => error.message);
    expect(await refused({ limit: '51' })).toBe('limit must be at most 50');
    expect(await refused({ limit: '2', after: 'nonsense' })).toBe('Invalid page address');
  });
});
