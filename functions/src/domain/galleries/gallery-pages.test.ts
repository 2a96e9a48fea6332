import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { GALLERIES } from '../collections.js';
import { readGalleryPage } from './gallery-pages.js';

// The galleries a page at a time (issue 34) in each home's store: newest first, every published one
// once, drafts for staff only, ties in the same millisecond split cleanly, queries Firestore indexes.

const gallery = (n: number, createdAt: string, isPublished = true) => ({
  title: `Gallery ${String(n).padStart(2, '0')}`,
  category: 'events',
  description: '',
  isPublished,
  images: [],
  createdAt,
  updatedAt: createdAt,
});

describe.each(EACH_HOME_STORE)('galleries a page at a time (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    for (let n = 0; n < 9; n++) {
      await store.set(GALLERIES, `g${n}`, gallery(n, new Date(Date.parse('2026-11-01T04:00:00Z') - n * 86_400_000).toISOString(), n !== 4));
    }
    for (let n = 9; n < 12; n++) await store.set(GALLERIES, `same${n}`, gallery(n, '2026-01-01T04:00:00.000Z'));
  });
  afterAll(async () => dispose());

  const everything = async (reader: { staff: boolean }, limit: string, on: DocumentStore = store) => {
    const titles: string[] = [];
    let after: string | null = null;
    do {
      const page = await readGalleryPage(on, reader, { limit, ...(after ? { after } : {}) });
      titles.push(...page.galleries.map((one) => one.title));
      after = page.next;
    } while (after);
    return titles;
  };

  it('pages through the published galleries once each, newest first; staff see the draft too', async () => {
    const seen = await everything({ staff: false }, '2');
    expect(seen.slice(0, 5)).toEqual(['Gallery 00', 'Gallery 01', 'Gallery 02', 'Gallery 03', 'Gallery 05']);
    expect([...seen].sort()).toEqual(['00', '01', '02', '03', '05', '06', '07', '08', '09', '10', '11'].map((n) => `Gallery ${n}`));
    expect(await everything({ staff: true }, '50')).toHaveLength(12);
  });

  it('asks Firestore only queries its indexes serve, and refuses a wrong limit or page address', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    await everything({ staff: false }, '3', recorded);
    await everything({ staff: true }, '3', recorded);
    expect(unindexed(seen)).toEqual([]);
    const refused = (query: Record<string, unknown>) =>
      readGalleryPage(store, { staff: false }, query).catch((error: Error) => error.message);
    expect(await refused({ limit: '100' })).toBe('limit must be at most 50');
    expect(await refused({ limit: '2', after: 'nonsense' })).toBe('Invalid page address');
  });
});
