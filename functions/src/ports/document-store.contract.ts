import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../domain/errors.js';
import type { DocumentStore } from './document-store.js';
import { pagingContract } from './document-store-paging.contract.js';
import { fileHolderQueriesContract } from './file-holder-queries.contract.js';

/**
 * What every DocumentStore must do, run against each adapter (SQLite, Firestore). Each test uses
 * its own collection, so the suite also runs against a store shared by other tests.
 */
export function documentStoreContract(name: string, open: () => Promise<{ store: DocumentStore; dispose: () => Promise<void> }>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let dispose: () => Promise<void>;
    let n = 0;
    const fresh = (): string => `contract_${Date.now().toString(36)}_${n++}`;

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => dispose());

    it('returns null for a missing document and for an id that cannot exist', async () => {
      const c = fresh();
      expect(await store.get(c, 'nope')).toBeNull();
      expect(await store.get(c, '../etc/passwd')).toBeNull();
      expect(await store.get(c, 'a/b')).toBeNull();
    });

    it('adds a document under a new id and reads back the same JSON', async () => {
      const c = fresh();
      const data = { title: 'Annual Day', n: 3, ok: true, tags: ['a', 'b'], nested: { x: 1 }, none: null };
      const id = await store.add(c, data);
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await store.get(c, id)).toEqual({ ...data, id });
      expect(await store.add(c, data)).not.toBe(id);
    });

    it('create refuses an id that is taken, and keeps the first document', async () => {
      const c = fresh();
      await store.create(c, 'admin', { v: 1 });
      await expect(store.create(c, 'admin', { v: 2 })).rejects.toBeInstanceOf(ConflictError);
      expect(await store.get(c, 'admin')).toEqual({ id: 'admin', v: 1 });
    });

    it('set replaces the whole document', async () => {
      const c = fresh();
      await store.set(c, 'x', { a: 1, b: 2 });
      await store.set(c, 'x', { c: 3 });
      expect(await store.get(c, 'x')).toEqual({ id: 'x', c: 3 });
    });

    it('update replaces only the given top-level fields and reports a missing document', async () => {
      const c = fresh();
      await store.set(c, 'x', { a: 1, nested: { p: 1, q: 2 }, keep: 'yes' });
      expect(await store.update(c, 'x', { a: 2, nested: { p: 9 } })).toBe(true);
      expect(await store.get(c, 'x')).toEqual({ id: 'x', a: 2, nested: { p: 9 }, keep: 'yes' });
      expect(await store.update(c, 'missing', { a: 1 })).toBe(false);
      expect(await store.get(c, 'missing')).toBeNull();
    });

    it('delete removes a document and says whether there was one', async () => {
      const c = fresh();
      await store.set(c, 'x', { a: 1 });
      expect(await store.delete(c, 'x')).toBe(true);
      expect(await store.get(c, 'x')).toBeNull();
      expect(await store.delete(c, 'x')).toBe(false);
    });

    it('filters by equality on strings, numbers and booleans without mixing kinds', async () => {
      const c = fresh();
      await store.set(c, 'a', { type: 'news', n: 1, published: true });
      await store.set(c, 'b', { type: 'event', n: 2, published: false });
      await store.set(c, 'c', { type: 'news', n: '1', published: false });
      const ids = async (field: string, value: string | number | boolean) =>
        (await store.find(c, { where: [{ field, op: '==', value }] })).map((d) => d.id);
      expect(await ids('type', 'news')).toEqual(['a', 'c']);
      expect(await ids('n', 1)).toEqual(['a']);
      expect(await ids('published', true)).toEqual(['a']);
      expect(await ids('published', false)).toEqual(['b', 'c']);
      const both = await store.find(c, {
        where: [
          { field: 'type', op: '==', value: 'news' },
          { field: 'published', op: '==', value: false },
        ],
      });
      expect(both.map((d) => d.id)).toEqual(['c']);
    });

    it('filters arrays with array-contains', async () => {
      const c = fresh();
      await store.set(c, 'a', { tags: ['sports', 'academic'] });
      await store.set(c, 'b', { tags: ['cultural'] });
      await store.set(c, 'c', { other: 1 });
      const found = await store.find(c, { where: [{ field: 'tags', op: 'array-contains', value: 'sports' }] });
      expect(found.map((d) => d.id)).toEqual(['a']);
    });

    // Real Firestore leaves out documents that lack an ordered field; the emulator used here does not,
    // so the contract says nothing about them and callers keep ordered fields on every document.
    it('orders by a field and limits', async () => {
      const c = fresh();
      await store.set(c, 'old', { createdAt: '2025-01-05T00:00:00.000Z' });
      await store.set(c, 'new', { createdAt: '2025-03-01T00:00:00.000Z' });
      await store.set(c, 'mid', { createdAt: '2025-02-10T00:00:00.000Z' });
      const desc = await store.find(c, { orderBy: [{ field: 'createdAt', direction: 'desc' }] });
      expect(desc.map((d) => d.id)).toEqual(['new', 'mid', 'old']);
      const firstTwo = await store.find(c, { orderBy: [{ field: 'createdAt' }], limit: 2 });
      expect(firstTwo.map((d) => d.id)).toEqual(['old', 'mid']);
      // Without orderBy the order is unspecified (the emulator keeps insertion order, Firestore sorts ids).
      const all = await store.find(c);
      expect(all.map((d) => d.id).sort()).toEqual(['mid', 'new', 'old']);
    });

    it('filters by ranges on numbers and on ISO date strings', async () => {
      const c = fresh();
      await store.set(c, 'a', { n: 1, at: '2025-01-01' });
      await store.set(c, 'b', { n: 5, at: '2025-06-01' });
      await store.set(c, 'c', { n: 10, at: '2025-12-01' });
      const mid = await store.find(c, {
        where: [
          { field: 'n', op: '>', value: 1 },
          { field: 'n', op: '<=', value: 10 },
        ],
      });
      expect(mid.map((d) => d.id)).toEqual(['b', 'c']);
      const since = await store.find(c, { where: [{ field: 'at', op: '>=', value: '2025-06-01' }] });
      expect(since.map((d) => d.id)).toEqual(['b', 'c']);
    });

    it('counts all or filtered documents, one collection at a time', async () => {
      const c = fresh();
      const other = fresh();
      await store.set(c, 'a', { unread: true });
      await store.set(c, 'b', { unread: false });
      await store.set(c, 'c', { unread: true });
      await store.set(other, 'a', { unread: true });
      expect(await store.count(c)).toBe(3);
      expect(await store.count(c, { where: [{ field: 'unread', op: '==', value: true }] })).toBe(2);
      expect(await store.count(fresh())).toBe(0);
    });

    it('mutate creates, replaces and deletes a document from what is stored', async () => {
      const c = fresh();
      const created = await store.mutate<{ n: number }>(c, 'x', (current) => ({ n: (current?.n ?? 0) + 1, tags: ['a'] }));
      expect(created).toEqual({ id: 'x', n: 1, tags: ['a'] });
      // The answer replaces the whole document; an `id` in it is the address, not a field.
      const replaced = await store.mutate<{ n: number }>(c, 'x', (current) => ({ id: 'x', n: (current?.n ?? 0) + 1 }));
      expect(replaced).toEqual({ id: 'x', n: 2 });
      expect(await store.get(c, 'x')).toEqual({ id: 'x', n: 2 });
      expect(await store.mutate(c, 'x', () => null)).toBeNull();
      expect(await store.get(c, 'x')).toBeNull();
    });

    it('mutate writes nothing when the change throws, and passes the error on', async () => {
      const c = fresh();
      await store.set(c, 'x', { n: 1 });
      const refusal = new ConflictError('changed by someone else');
      await expect(
        store.mutate(c, 'x', () => {
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      expect(await store.get(c, 'x')).toEqual({ id: 'x', n: 1 });
      await expect(store.mutate(c, 'x', () => ({ 'a.b': 1 }))).rejects.toThrow();
      await expect(store.mutate(c, 'bad/id', () => ({ n: 1 }))).rejects.toThrow();
      expect(await store.get(c, 'x')).toEqual({ id: 'x', n: 1 });
    });

    it('twenty concurrent mutations of one document each see the others: nothing is lost', async () => {
      const c = fresh();
      await store.set(c, 'gallery', { images: [] });
      const ids = Array.from({ length: 20 }, (_, i) => `photo-${i}`);
      await Promise.all(
        ids.map((photo) =>
          store.mutate<{ images: string[] }>(c, 'gallery', (current) => ({ images: [...(current?.images ?? []), photo] })),
        ),
      );
      const stored = await store.get<{ images: string[] }>(c, 'gallery');
      expect(stored?.images.slice().sort()).toEqual(ids.slice().sort());
    });

    it('keeps expiresAt as the same ISO text through every write, and filters by it', async () => {
      const c = fresh();
      const soon = '2026-11-25T10:00:00.123Z';
      const later = '2026-11-26T10:00:00.000Z';
      await store.set(c, 'a', { expiresAt: soon, n: 1 });
      await store.create(c, 'b', { expiresAt: later });
      await store.set(c, 'c', { n: 3 });
      expect(await store.get(c, 'a')).toEqual({ id: 'a', expiresAt: soon, n: 1 });
      expect(await store.update(c, 'c', { expiresAt: soon })).toBe(true);
      expect(await store.get(c, 'c')).toEqual({ id: 'c', expiresAt: soon, n: 3 });
      const before = await store.find(c, { where: [{ field: 'expiresAt', op: '<', value: later }], orderBy: [{ field: 'expiresAt' }] });
      expect(before).toEqual([
        { id: 'a', expiresAt: soon, n: 1 },
        { id: 'c', expiresAt: soon, n: 3 },
      ]);
      expect(await store.count(c, { where: [{ field: 'expiresAt', op: '==', value: later }] })).toBe(1);
      // Only Date.toISOString's form reads back the same from Firestore's Timestamp, so both refuse others.
      await expect(store.set(c, 'd', { expiresAt: '2026-11-25' })).rejects.toThrow();
      await expect(store.set(c, 'd', { expiresAt: 1_700_000_000_000 })).rejects.toThrow();
      expect(await store.get(c, 'd')).toBeNull();
    });

    it('deleteExpired deletes the documents whose expiresAt has passed, and no others', async () => {
      const c = fresh();
      const other = fresh();
      await store.set(c, 'gone1', { expiresAt: '2026-01-01T00:00:00.000Z' });
      await store.set(c, 'gone2', { expiresAt: '2026-06-30T23:59:59.999Z' });
      await store.set(c, 'edge', { expiresAt: '2026-07-01T00:00:00.000Z' });
      await store.set(c, 'kept', { expiresAt: '2027-01-01T00:00:00.000Z' });
      await store.set(c, 'never', { title: 'no expiry' });
      await store.set(other, 'x', { expiresAt: '2026-01-01T00:00:00.000Z' });
      expect(await store.deleteExpired(c, '2026-07-01T00:00:00.000Z')).toBe(2);
      expect((await store.find(c)).map((d) => d.id).sort()).toEqual(['edge', 'kept', 'never']);
      expect(await store.get(other, 'x')).not.toBeNull();
      expect(await store.deleteExpired(c, '2026-07-01T00:00:00.000Z')).toBe(0);
      await expect(store.deleteExpired(c, 'yesterday')).rejects.toThrow();
    });

    fileHolderQueriesContract(() => store, fresh);
    pagingContract(() => store, fresh);

    it('refuses field names that the other adapter would read differently', async () => {
      const c = fresh();
      await expect(store.set(c, 'x', { 'a.b': 1 })).rejects.toThrow();
      await expect(store.set(c, 'bad/id', { a: 1 })).rejects.toThrow();
      expect(await store.count(c)).toBe(0);
    });
  });
}
