import { describe, expect, it } from 'vitest';
import { holderQuery } from '../domain/images/file-users.js';
import { revisionsOfItem } from '../domain/revisions/revision-records.js';
import { trashDeletedBefore } from '../domain/trash/trash-use-cases.js';
import type { DocumentStore } from './document-store.js';

/**
 * The queries that decide whether an image file may be deleted, exactly as the domain builds them,
 * on documents shaped as the trash, revisions and items store them. A store that answered one of
 * them differently would delete a photo something still holds (or keep one for ever). Run by
 * documentStoreContract against every adapter.
 */
export function fileHolderQueriesContract(store: () => DocumentStore, fresh: () => string): void {
  describe('the queries that decide whether a file may go', () => {
    /** One photo's files: its sizes and its link-preview JPEG share a content hash. */
    const photo = (folder: string, hash: string) =>
      ['400.webp', '800.webp', '1600.webp', 'share.jpg'].map((end) => `${folder}/${hash}-${end}`);
    const shown = (keys: string[]) => ({
      url: `https://storage.example/${keys[1]}`,
      width: 800,
      height: 533,
      variants: keys.slice(0, 3).map((key, i) => ({ url: `https://storage.example/${key}`, width: 400 * 2 ** i, height: 267 * 2 ** i })),
      share: { url: `https://storage.example/${keys[3]}`, width: 1200, height: 630 },
    });
    const deletedBy = { id: 'u1', name: 'Asha', email: 'asha@school.example' };

    it('finds one trash record or revision whose fileKeys names a key, with its whole list; never by a key only its kept item names', async () => {
      const c = fresh();
      const news = photo('events', 'a1b2c3');
      const unheld = photo('events', 'd4e5f6');
      const gallery = Array.from({ length: 25 }, (_, i) => photo('galleries/g1', `ff${i}`)).flat();
      await store().set(c, 'news1', {
        kind: 'news',
        title: 'Sports day',
        item: { title: 'Sports day', tags: ['sports'], imageUrl: shown(news).url, image: shown(news), imageKeys: news },
        fileKeys: news,
        slug: 'sports-day',
        deletedBy,
        deletedAt: '2026-11-20T10:00:00.000Z',
      });
      // As a revision kept before photos were held: its item names files its own list does not hold.
      await store().set(c, 'rev1', {
        kind: 'event',
        itemId: 'e1',
        itemKey: 'event:e1',
        item: { title: 'Old', image: shown(unheld), imageKeys: unheld },
        fileKeys: [],
      });
      // A gallery of 25 photos, each with its keys inside the kept item and all in one list.
      await store().set(c, 'gallery1', {
        kind: 'gallery',
        title: 'Annual Day',
        item: { title: 'Annual Day', images: gallery.map((key, i) => ({ _id: `p${i}`, keys: [key], order: i })) },
        fileKeys: gallery,
        deletedBy,
        deletedAt: '2026-11-21T10:00:00.000Z',
      });
      await store().set(c, 'message1', { kind: 'message', title: 'Hello', item: { subject: 'Hello' }, fileKeys: [] });
      await store().set(c, 'bare', { kind: 'message', title: 'Older record', item: {} });
      const holders = async (key: string) =>
        (await store().find<{ fileKeys?: string[] }>(c, holderQuery('fileKeys', key))).map((d) => d.id);

      for (const key of news) expect(await holders(key)).toEqual(['news1']);
      expect(await holders(gallery[gallery.length - 1] ?? '')).toEqual(['gallery1']);
      const [record] = await store().find<{ fileKeys?: string[] }>(c, holderQuery('fileKeys', gallery[40] ?? ''));
      expect(record?.fileKeys).toEqual(gallery);
      for (const key of unheld) expect(await holders(key)).toEqual([]);
      expect(await holders('events/a1b2c3')).toEqual([]);
      expect(await holders('events/a1b2c3-400')).toEqual([]);
    });

    it('answers one holder when several hold a key, and matches only lists: a text equal to the key holds nothing', async () => {
      const c = fresh();
      const keys = photo('content', 'abc123');
      await store().set(c, 'r1', { kind: 'page', itemKey: 'page:p1', item: { featuredImageKeys: keys }, fileKeys: keys });
      await store().set(c, 'r2', { kind: 'page', itemKey: 'page:p1', item: { featuredImageKeys: keys }, fileKeys: [keys[0] ?? ''] });
      await store().set(c, 'r3', { kind: 'page', itemKey: 'page:p2', item: {}, fileKeys: 'content/def456-400.webp' });
      const one = await store().find(c, holderQuery('fileKeys', keys[0] ?? ''));
      expect(one).toHaveLength(1);
      expect(['r1', 'r2']).toContain(one[0]?.id);
      expect((await store().find(c, holderQuery('fileKeys', keys[1] ?? ''))).map((d) => d.id)).toEqual(['r1']);
      expect(await store().find(c, holderQuery('fileKeys', 'content/def456-400.webp'))).toEqual([]);
    });

    it('finds the items that show a key by their imageKeys or featuredImageKeys', async () => {
      const c = fresh();
      const first = photo('events', '111aaa');
      const second = photo('events', '222bbb');
      await store().set(c, 'with', { title: 'With a photo', image: shown(first), imageKeys: first, createdAt: '2026-11-01T00:00:00.000Z' });
      await store().set(c, 'without', { title: 'No photo', image: null, imageKeys: [], createdAt: '2026-11-02T00:00:00.000Z' });
      await store().set(c, 'page', { title: 'Library', featuredImage: shown(second), featuredImageKeys: second });
      expect((await store().find(c, holderQuery('imageKeys', first[3] ?? ''))).map((d) => d.id)).toEqual(['with']);
      expect(await store().find(c, holderQuery('imageKeys', second[0] ?? ''))).toEqual([]);
      expect((await store().find(c, holderQuery('featuredImageKeys', second[0] ?? ''))).map((d) => d.id)).toEqual(['page']);
    });

    it("finds all of an item's revisions and no other item's or kind's (deleting an item for good drops them and their photos)", async () => {
      const c = fresh();
      for (let i = 0; i < 3; i++)
        await store().set(c, `e1-${i}`, { kind: 'event', itemId: 'e1', itemKey: 'event:e1', item: {}, fileKeys: [] });
      await store().set(c, 'e10', { kind: 'event', itemId: 'e10', itemKey: 'event:e10', item: {}, fileKeys: [] });
      await store().set(c, 'p-e1', { kind: 'page', itemId: 'e1', itemKey: 'page:e1', item: {}, fileKeys: [] });
      const ids = (await store().find(c, revisionsOfItem('event', 'e1'))).map((d) => d.id).sort();
      expect(ids).toEqual(['e1-0', 'e1-1', 'e1-2']);
    });

    it('finds the trash records deleted before an instant: not the ones deleted at or after it, nor any without deletedAt', async () => {
      const c = fresh();
      await store().set(c, 'old', { kind: 'news', fileKeys: [], deletedAt: '2026-10-27T09:59:59.999Z' });
      await store().set(c, 'edge', { kind: 'news', fileKeys: [], deletedAt: '2026-10-27T10:00:00.000Z' });
      await store().set(c, 'new', { kind: 'news', fileKeys: [], deletedAt: '2026-11-26T10:00:00.000Z' });
      await store().set(c, 'undated', { kind: 'news', fileKeys: [] });
      expect((await store().find(c, trashDeletedBefore('2026-10-27T10:00:00.000Z'))).map((d) => d.id)).toEqual(['old']);
    });
  });
}
