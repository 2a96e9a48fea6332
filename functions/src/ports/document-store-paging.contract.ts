import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type CursorValue, type DocumentData, type DocumentStore, type Query, type StoredDocument } from './document-store.js';

/**
 * Reading a list a page at a time with `startAfter`, as the public and admin lists will. Run by
 * documentStoreContract against every adapter. The documents are written in a scrambled order, so a
 * store that fell back on insertion order for ties would show here.
 */
export function pagingContract(store: () => DocumentStore, fresh: () => string): void {
  describe('paging with startAfter', () => {
    const SIZES = [4, 5, 6, 7, 8, 9, 10, 11];
    // 23 documents whose ranks come in runs longer than most pages: 6 fives, 7 threes, 6 ones.
    const RANKS = [5, 5, 5, 5, 5, 5, 4, 3, 3, 3, 3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1, 0];
    const ranked = RANKS.map((rank, i) => ({ id: `p${String(i).padStart(2, '0')}`, data: { rank } }));

    /** Writes the documents in a scrambled order: a sort by any key keeps every one of them. */
    async function write(c: string, docs: { id: string; data: DocumentData }[]): Promise<void> {
      const scrambled = docs.map((doc, i) => ({ doc, key: (i * 7) % 11 })).sort((a, b) => a.key - b.key);
      for (const { doc } of scrambled) await store().set(c, doc.id, doc.data);
    }

    /** The cursor of a document: its values of the orderBy fields. */
    function cursorOf(doc: StoredDocument, query: Query): CursorValue[] {
      return (query.orderBy ?? []).map(({ field }) => {
        const value = field === DOCUMENT_ID ? doc.id : doc[field];
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
          throw new Error(`No cursor value in ${field}`);
        return value;
      });
    }

    /** Every page of the query, each read after the last document of the one before, up to the first empty one. */
    async function pages(c: string, query: Query, size: number): Promise<string[][]> {
      const read: string[][] = [];
      let startAfter: CursorValue[] | undefined;
      while (read.length <= 30) {
        const page = await store().find(c, { ...query, limit: size, ...(startAfter ? { startAfter } : {}) });
        const last = page.at(-1);
        if (!last) return read;
        read.push(page.map((d) => d.id));
        startAfter = cursorOf(last, query);
      }
      throw new Error('Paging did not end');
    }

    /** Pages of every size hold every document of the unpaged answer once, in its order. */
    async function expectPagesMatch(c: string, query: Query, expected: string[], sizes = SIZES): Promise<void> {
      const whole = (await store().find(c, query)).map((d) => d.id);
      expect(whole).toEqual(expected);
      for (const size of sizes) {
        const read = await pages(c, query, size);
        expect(read.flat(), `pages of ${size}`).toEqual(whole);
        expect(
          read.slice(0, -1).every((page) => page.length === size),
          `full pages of ${size}`,
        ).toBe(true);
      }
    }

    const byRank = (direction: 1 | -1, idDirection: 1 | -1) => (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
      direction * (a.data.rank - b.data.rank) || idDirection * (a.id < b.id ? -1 : 1);

    it('pages of 4 to 11 through runs of equal values, by a field desc then id, hold each document once in order', async () => {
      const c = fresh();
      await write(c, ranked);
      for (const idDirection of ['desc', 'asc'] as const) {
        const query: Query = {
          orderBy: [
            { field: 'rank', direction: 'desc' },
            { field: DOCUMENT_ID, direction: idDirection },
          ],
        };
        const expected = ranked.slice().sort(byRank(-1, idDirection === 'desc' ? -1 : 1));
        await expectPagesMatch(
          c,
          query,
          expected.map((d) => d.id),
        );
      }
    });

    it('pages a filtered list, with == and with array-contains, by a date desc then id', async () => {
      const c = fresh();
      const dates = ['2026-03-01', '2026-02-14', '2026-02-14', '2026-02-14', '2026-01-20', '2026-01-20', '2025-12-05'];
      const docs = Array.from({ length: 30 }, (_, i) => ({
        id: `n${String(i).padStart(2, '0')}`,
        data: {
          type: i % 3 === 0 ? 'event' : 'news',
          date: dates[i % dates.length] ?? '',
          tags: i % 2 === 0 ? ['sports', 'school'] : ['school'],
        },
      }));
      await write(c, docs);
      const order: Query['orderBy'] = [
        { field: 'date', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ];
      const sorted = docs
        .slice()
        .sort((a, b) => (a.data.date === b.data.date ? (a.id < b.id ? 1 : -1) : a.data.date < b.data.date ? 1 : -1));
      const news = sorted.filter((d) => d.data.type === 'news').map((d) => d.id);
      await expectPagesMatch(c, { where: [{ field: 'type', op: '==', value: 'news' }], orderBy: order }, news);
      const sports = sorted.filter((d) => d.data.tags.includes('sports')).map((d) => d.id);
      await expectPagesMatch(c, { where: [{ field: 'tags', op: 'array-contains', value: 'sports' }], orderBy: order }, sports);
    });

    it('pages in ascending order too', async () => {
      const c = fresh();
      await write(c, ranked);
      const query: Query = { orderBy: [{ field: 'rank' }, { field: DOCUMENT_ID }] };
      await expectPagesMatch(
        c,
        query,
        ranked
          .slice()
          .sort(byRank(1, 1))
          .map((d) => d.id),
      );
    });

    it('pages by booleans and by expiresAt instants', async () => {
      const c = fresh();
      const soon = '2026-11-25T10:00:00.000Z';
      const later = '2026-11-26T10:00:00.000Z';
      const docs = ['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((id, i) => ({
        id,
        data: { published: i % 3 !== 0, expiresAt: i < 4 ? soon : later },
      }));
      await write(c, docs);
      const published: Query = {
        orderBy: [
          { field: 'published', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'desc' },
        ],
      };
      await expectPagesMatch(c, published, ['b5', 'b4', 'b2', 'b1', 'b6', 'b3', 'b0'], [1, 2, 3]);
      const expiring: Query = { orderBy: [{ field: 'expiresAt' }, { field: DOCUMENT_ID }] };
      await expectPagesMatch(c, expiring, ['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6'], [1, 2, 3]);
    });

    it('refuses a startAfter that does not have one value per orderBy field, the same way in every store', async () => {
      const c = fresh();
      await write(c, ranked);
      const orderBy: Query['orderBy'] = [{ field: 'rank', direction: 'desc' }, { field: DOCUMENT_ID }];
      await expect(store().find(c, { orderBy, startAfter: [3] })).rejects.toThrow(
        'startAfter needs one value per orderBy field: 2 expected, 1 given',
      );
      await expect(store().find(c, { orderBy, startAfter: [3, 'p07', 'x'] })).rejects.toThrow(
        'startAfter needs one value per orderBy field: 2 expected, 3 given',
      );
      await expect(store().find(c, { startAfter: ['p07'] })).rejects.toThrow(
        'startAfter needs one value per orderBy field: 0 expected, 1 given',
      );
      // The document id is a path in Firestore: only an id may stand for it.
      await expect(store().find(c, { orderBy, startAfter: [3, 'a/b'] })).rejects.toThrow('Invalid startAfter value for id');
    });

    it('starts after a position, which need not be a document, and gives an empty page past the end', async () => {
      const c = fresh();
      await write(c, ranked);
      const orderBy: Query['orderBy'] = [
        { field: 'rank', direction: 'desc' },
        { field: DOCUMENT_ID, direction: 'desc' },
      ];
      const ids = async (startAfter: CursorValue[], limit = 3) => (await store().find(c, { orderBy, startAfter, limit })).map((d) => d.id);
      // Within the run of threes, between two of them, and between ranks.
      expect(await ids([3, 'p10'])).toEqual(['p09', 'p08', 'p07']);
      expect(await ids([3, 'p09x'])).toEqual(['p09', 'p08', 'p07']);
      expect(await ids([4.5, 'p00'])).toEqual(['p06', 'p13', 'p12']);
      // After the last document, and after every rank.
      expect(await ids([0, 'p22'])).toEqual([]);
      expect(await ids([-1, 'zzz'], 1)).toEqual([]);
    });
  });
}
