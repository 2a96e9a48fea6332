import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { GALLERIES } from '../collections.js';
import { readGalleryPage } from './gallery-pages.js';
import { withTitleWords } from './gallery-title-words.js';

// The galleries a page at a time (issue 34) in each home's store: newest first, every published one
// once, drafts for staff only, ties in the same millisecond split cleanly, queries Firestore indexes;
// and the admin's title search (`q`), in every language, a page at a time.

const gallery = (n: number, createdAt: string, isPublished = true, title = `Gallery ${String(n).padStart(2, '0')}`) =>
  withTitleWords({ title, category: 'events', description: '', isPublished, images: [], createdAt, updatedAt: createdAt });

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

  const everything = async (reader: { staff: boolean }, limit: string, on: DocumentStore = store, q?: string) => {
    const titles: string[] = [];
    let after: string | null = null;
    do {
      const page = await readGalleryPage(on, reader, { limit, ...(q ? { q } : {}), ...(after ? { after } : {}) });
      expect(page.galleries.length).toBeLessThanOrEqual(Number(limit));
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

  describe('the title search', () => {
    const staff = { staff: true };
    const titles = async (q: string, reader = staff) =>
      (await readGalleryPage(store, reader, { limit: '10', q })).galleries.map((one) => one.title);

    beforeAll(async () => {
      const at = (day: number) => new Date(Date.parse('2025-06-01T04:00:00Z') - day * 86_400_000).toISOString();
      await store.set(GALLERIES, 'sports', gallery(0, at(1), true, 'Annual Sports Day'));
      await store.set(GALLERIES, 'draft', gallery(0, at(2), false, 'Sports Day rehearsal'));
      const translations = { pa: { title: 'ਵਿਗਿਆਨ ਮੇਲਾ' }, hi: { title: 'विज्ञान मेला' } };
      await store.set(GALLERIES, 'science', { ...gallery(0, at(3)), ...withTitleWords({ title: 'Science fair', translations }) });
      // Twelve that share "house", three of them "house sports": the search reads past the others.
      for (let n = 0; n < 12; n++)
        await store.set(GALLERIES, `house${n}`, gallery(n, at(10 + n), true, n % 4 ? `House ${n}` : `House ${n} sports`));
    });

    it('finds by the prefix of any word of any title, in any case, every typed word', async () => {
      expect(await titles('SPO')).toEqual([
        'Annual Sports Day',
        'Sports Day rehearsal',
        'House 0 sports',
        'House 4 sports',
        'House 8 sports',
      ]);
      expect(await titles('sports da')).toEqual(['Annual Sports Day', 'Sports Day rehearsal']);
      expect(await titles('ਵਿਗਿ')).toEqual(['Science fair']);
      expect(await titles('मेला')).toEqual(['Science fair']);
      expect(await titles('zebra')).toEqual([]);
      expect(await titles('!!!')).toEqual([]);
    });

    it('visitors find only published galleries; pages hold every match once', async () => {
      expect(await titles('rehearsal', { staff: false })).toEqual([]);
      expect(await everything(staff, '1', store, 'house sports')).toEqual(['House 0 sports', 'House 4 sports', 'House 8 sports']);
      const houses = await everything({ staff: false }, '5', store, 'house');
      expect([houses.length, new Set(houses).size]).toEqual([12, 12]);
    });

    it('asks Firestore only indexed queries; refuses a search too long', async () => {
      const { store: recorded, seen } = recordingQueries(store);
      await everything(staff, '2', recorded, 'house');
      await everything({ staff: false }, '2', recorded, 'sports day');
      expect(seen.some(([, query]) => query.where?.some((clause) => clause.field === 'titleWords'))).toBe(true);
      expect(unindexed(seen)).toEqual([]);
      const refused = await readGalleryPage(store, staff, { limit: '2', q: 'x'.repeat(101) }).catch((error: Error) => error.message);
      expect(refused).toBe('Search must be at most 100 characters');
    });
  });
});
