import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { allPages, counted } from '../../testing/event-pages.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { EVENTS } from '../collections.js';
import { giveEventsListFields } from './event-list-fields.js';
import { giveEventsTagIndex } from './event-tag-index.js';
import { readItemPage, readNewest } from './event-pages.js';
import { encodePosition } from '../paging/position.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';

// The lists a page at a time, read in the store by publish instant (issue 34), in each home's store:
// pages that neither skip nor repeat an item (also where many share one instant), filters by type,
// tag and year (India's year), a visitor's view without scheduled items, the tags and years there are
// to choose from, and reads that do not grow with the archive.

const now = new Date('2026-11-25T03:30:00.000Z');
const clock = { now: () => now };
const visitor = { staff: false, clock };
const staff = { staff: true, clock };

type Item = Omit<ReturnType<typeof legacyNewsItem>, 'type' | 'tags'> & { type: string; tags: string[]; publishAt?: string };
const item = (n: number, createdAt: string, more: Partial<Item> = {}): Item => ({
  ...legacyNewsItem(`Item ${String(n).padStart(2, '0')}`, createdAt),
  ...more,
});

describe.each(EACH_HOME_STORE)('news and events a page at a time (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    // 20 items a day apart from 2 Nov 2026 back, every third an event, tags in turn; "sport" as an older client stored it.
    const tags = [['sports'], ['academic'], [], ['sport', 'cultural']];
    for (let n = 0; n < 20; n++) {
      const at = new Date(Date.parse('2026-11-02T04:00:00.000Z') - n * 86_400_000).toISOString();
      await store.set(
        EVENTS,
        `item${String(n).padStart(2, '0')}`,
        item(n, at, { type: n % 3 === 0 ? 'event' : 'news', tags: tags[n % 4] ?? [] }),
      );
    }
    // Five written in the same millisecond: a page boundary among them must neither skip nor repeat one.
    for (let n = 20; n < 25; n++) await store.set(EVENTS, `same${n}`, item(n, '2025-06-01T04:00:00.000Z'));
    // New Year's Eve at 8 pm in UTC is 1 January 2026 in Faridkot: a 2026 item.
    await store.set(EVENTS, 'newyear', item(25, '2025-12-31T19:00:00.000Z'));
    // Scheduled for tomorrow, with the only "achievement" tag: no visitor sees it, or its tag, today.
    await store.set(
      EVENTS,
      'later',
      item(26, '2026-11-24T03:00:00.000Z', { publishAt: '2026-11-26T01:30:00.000Z', tags: ['achievement'] }),
    );
    await giveEventsListFields(store);
    await giveEventsTagIndex(store);
  });
  afterAll(async () => dispose());

  it('pages through every published item once, newest published first', async () => {
    const seen = await allPages(store, visitor, { limit: '4' });
    expect(seen).toHaveLength(26);
    expect(new Set(seen).size).toBe(26);
    expect(seen.slice(0, 3)).toEqual(['Item 00', 'Item 01', 'Item 02']);
    expect(seen.slice(-6, -5)).toEqual(['Item 25']);
    expect(seen.slice(-5).sort()).toEqual(['Item 20', 'Item 21', 'Item 22', 'Item 23', 'Item 24']);
  });

  it('staff see the scheduled item too; visitors learn when the list changes', async () => {
    expect((await allPages(store, staff, { limit: '50' }))[0]).toBe('Item 26');
    const first = await readItemPage(store, visitor, { limit: '12' });
    expect([first.items.length, first.changesAt?.toISOString()]).toEqual([12, '2026-11-26T01:30:00.000Z']);
    expect((await readItemPage(store, staff, { limit: '12' })).changesAt).toBeNull();
  });

  it('filters by type, by tag ("sport" is Sports) and by the year in India', async () => {
    expect(await allPages(store, visitor, { limit: '3', type: 'event' })).toEqual(
      ['00', '03', '06', '09', '12', '15', '18'].map((n) => `Item ${n}`),
    );
    expect(await allPages(store, visitor, { limit: '2', tag: 'sport' })).toEqual(
      ['00', '03', '04', '07', '08', '11', '12', '15', '16', '19'].map((n) => `Item ${n}`),
    );
    expect(await allPages(store, visitor, { limit: '5', type: 'event', tag: 'cultural' })).toEqual(['Item 03', 'Item 15']);
    const in2025 = await allPages(store, visitor, { limit: '50', year: '2025' });
    expect(in2025.sort()).toEqual(['Item 20', 'Item 21', 'Item 22', 'Item 23', 'Item 24']);
    expect(await allPages(store, visitor, { limit: '50', year: '2024' })).toEqual([]);
  });

  it('offers the tags and years visitors can open', async () => {
    const page = await readItemPage(store, visitor, { limit: '12' });
    expect([page.tags, page.years]).toEqual([
      ['academic', 'sports', 'cultural'],
      [2026, 2025],
    ]);
    expect((await readItemPage(store, staff, { limit: '12' })).tags).toContain('achievement');
    expect((await readItemPage(store, visitor, { limit: '12', type: 'event' })).tags).toEqual(['academic', 'sports', 'cultural']);
  });

  it('a page starts after a position, even one whose item is gone', async () => {
    const after = encodePosition('2026-10-30T12:00:00.000Z', 'gone');
    expect((await readItemPage(store, visitor, { limit: '2', after })).items.map((one) => one.title)).toEqual(['Item 03', 'Item 04']);
  });

  it('refuses a wrong limit, tag, year or page address with a clear 400', async () => {
    const refused = async (query: Record<string, unknown>) =>
      readItemPage(store, visitor, query).catch((error: { status: number; message: string }) => [error.status, error.message]);
    expect(await refused({ limit: '0' })).toEqual([400, 'limit must be 1 or more']);
    expect(await refused({ limit: '51' })).toEqual([400, 'limit must be at most 50']);
    expect(await refused({ limit: ['2', '3'] })).toEqual([400, 'limit must be a number']);
    expect(await refused({ limit: '2', tag: 'football' })).toEqual([400, 'Unknown tag']);
    expect(await refused({ limit: '2', year: '99999' })).toEqual([400, 'year must be a number']);
    expect(await refused({ limit: '2', year: '1999' })).toEqual([400, 'Unknown year']);
    for (const after of ['x', Buffer.from('["2026-01-01", "a"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      expect(await refused({ limit: '2', after })).toEqual([400, 'Invalid page address']);
    }
  });

  it('reads as many documents for a page with 27 items stored as with 54', async () => {
    const before = counted(store);
    await readItemPage(before.store, visitor, { limit: '12' });
    for (let n = 0; n < 27; n++) await store.set(EVENTS, `more${n}`, item(n, '2024-03-01T04:00:00.000Z'));
    await giveEventsListFields(store);
    await giveEventsTagIndex(store);
    const after = counted(store);
    await readItemPage(after.store, visitor, { limit: '12' });
    expect(after.reads.documents).toBe(before.reads.documents);
    // The page and one more, the tags in use (two types of six tags at most), the years, the next scheduled.
    expect(after.reads.documents).toBeLessThanOrEqual(13 + 12 + 2 + 1);
  });

  it('asks Firestore only queries that firestore.indexes.json serves', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    for (const query of [{}, { type: 'event' }, { tag: 'sports' }, { type: 'news', tag: 'academic', year: '2026' }]) {
      for (const reader of [visitor, staff]) await readItemPage(recorded, reader, { limit: '2', ...query });
    }
    await readNewest(recorded, visitor, 'event', 2);
    await giveEventsTagIndex(recorded);
    expect(seen.length).toBeGreaterThan(30);
    expect(unindexed(seen)).toEqual([]);
    // The check itself: a query with no index behind it is named.
    expect(
      unindexed([[EVENTS, { where: [{ field: 'location', op: '==', value: 'x' }], orderBy: [{ field: 'publishedAt' }] }]]),
    ).toHaveLength(1);
  });

  it('the feeds take the newest published items', async () => {
    const { items, changesAt } = await readNewest(store, visitor, 'news', 2);
    expect([items.map((one) => one.title), changesAt?.toISOString()]).toEqual([['Item 01', 'Item 02'], '2026-11-26T01:30:00.000Z']);
  });
});
