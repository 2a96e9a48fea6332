import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc } from '@school/shared/event-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { allPages, counted } from '../../testing/event-pages.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { EVENTS } from '../collections.js';
import { listed } from './event-list-fields.js';
import { readItemPage } from './event-pages.js';
import { SEARCH_READS } from './event-search.js';

// The title search of the lists (`q`, issue 34), in each home's store: any word's prefix, in any
// case, in the Punjabi and Hindi titles too; several words narrow it; pages neither skip nor repeat
// a match, also when few of what the store's lookup finds match; and a page's reads do not grow with
// the archive.

const now = new Date('2026-11-25T03:30:00.000Z');
const clock = { now: () => now };
const visitor = { staff: false, clock };
const staff = { staff: true, clock };

/** An item as every save writes it (listed), `days` before 1 Nov 2026. */
const stored = (title: string, days: number, more: Partial<EventDoc> = {}) =>
  listed({ ...legacyNewsItem(title, new Date(Date.parse('2026-11-01T04:00:00.000Z') - days * 86_400_000).toISOString()), ...more });

const titles = (page: { items: { title: string }[] }) => page.items.map((one) => one.title);

describe.each(EACH_HOME_STORE)('title search (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const search = (q: string, more: Record<string, string> = {}) => readItemPage(store, staff, { limit: '10', q, ...more });

  beforeAll(async () => {
    ({ store, dispose } = await open());
    const items: [string, ReturnType<typeof stored>][] = [
      ['sports', stored('Annual Sports Day', 1, { type: 'event', tags: ['sports'] })],
      ['week', stored('Sports Week: the house results', 2)],
      ['trip', stored('Day trip to the Golden Temple', 3, { tags: ['cultural'] })],
      ['science', stored('Science fair 2026', 4, { translations: { pa: { title: 'ਵਿਗਿਆਨ ਮੇਲਾ' }, hi: { title: 'विज्ञान मेला' } } })],
      ['long', stored('Internationalisation week', 5)],
      ['cafe', stored('Café week', 6)],
      ['later', stored('Sports Day rehearsal', 0, { publishAt: '2026-11-26T03:30:00.000Z' })],
    ];
    // 30 items "Notice n", and 12 that share the word "Sports" with a few "Sports Day": the long lists.
    for (let n = 0; n < 30; n++) items.push([`notice${n}`, stored(`Notice ${n}`, 10 + n)]);
    for (let n = 0; n < 12; n++) items.push([`house${n}`, stored(n % 4 === 0 ? `House ${n} sports day` : `House ${n} sports`, 50 + n)]);
    for (const [id, item] of items) await store.set(EVENTS, id, item);
  });
  afterAll(async () => dispose());

  it('finds by the prefix of any word of the title, in any case', async () => {
    expect(titles(await search('spo')).slice(0, 3)).toEqual([
      'Sports Day rehearsal',
      'Annual Sports Day',
      'Sports Week: the house results',
    ]);
    expect(titles(await search('ANNUAL'))).toEqual(['Annual Sports Day']);
    expect(titles(await search('golden tem'))).toEqual(['Day trip to the Golden Temple']);
    expect(titles(await search('2026'))).toEqual(['Science fair 2026']);
    // A word longer than the prefixes kept (15) is looked up by its first 15 characters, then checked whole.
    expect(titles(await search('Internationalisat'))).toEqual(['Internationalisation week']);
    expect(titles(await search('internationalisX'))).toEqual([]);
    // Letters typed decomposed (e and a combining accent) find what was stored composed.
    expect(titles(await search('cafe\u0301'))).toEqual(['Café week']);
    expect(titles(await search('temple day'))).toEqual(['Day trip to the Golden Temple']);
  });

  it('finds by the Punjabi and Hindi titles', async () => {
    expect(titles(await search('ਵਿਗਿ'))).toEqual(['Science fair 2026']);
    // A word is not cut at a vowel sign (a combining mark): "मेला" is one word, found by "मे".
    expect(titles(await search('मे'))).toEqual(['Science fair 2026']);
    expect(titles(await search('विज्ञान मेला'))).toEqual(['Science fair 2026']);
  });

  it('every typed word must begin a word of the title: "sports day" is not "Sports Week"', async () => {
    expect(titles(await readItemPage(store, staff, { limit: '50', q: 'sports day' }))).toEqual([
      'Sports Day rehearsal',
      'Annual Sports Day',
      'House 0 sports day',
      'House 4 sports day',
      'House 8 sports day',
    ]);
    expect(titles(await search('day sports', { type: 'event' }))).toEqual(['Annual Sports Day']);
    expect(titles(await search('day', { tag: 'cultural' }))).toEqual(['Day trip to the Golden Temple']);
  });

  it('pages through the matches once each, also when few of what the store finds match', async () => {
    const sports = await allPages(store, staff, { limit: '4', q: 'sports' });
    expect([sports.length, new Set(sports).size]).toEqual([15, 15]);
    // The store finds 15 items with "sports", read two at a time for pages of one; 5 are "sports day".
    const sparse = await allPages(store, staff, { limit: '1', q: 'sports day' });
    expect(sparse).toEqual(['Sports Day rehearsal', 'Annual Sports Day', 'House 0 sports day', 'House 4 sports day', 'House 8 sports day']);
    // "house" finds 13; the first SEARCH_READS reads of two hold no "11": an empty page that goes on.
    const first = await readItemPage(store, staff, { limit: '1', q: 'house 11' });
    expect([titles(first), first.next]).toEqual([[], expect.any(String)]);
    const next = await readItemPage(store, staff, { limit: '1', q: 'house 11', after: first.next ?? '' });
    expect([titles(next), next.next]).toEqual([['House 11 sports'], null]);
  });

  it('visitors find only what is published; no word, no match; a long search is refused', async () => {
    expect(titles(await readItemPage(store, visitor, { limit: '3', q: 'rehearsal' }))).toEqual([]);
    expect(await search('!!! —')).toMatchObject({ items: [], next: null });
    expect(await search('   ')).toMatchObject({ next: expect.any(String) });
    const refused = await readItemPage(store, staff, { limit: '2', q: 'x'.repeat(101) }).catch((error: Error) => error.message);
    expect(refused).toBe('Search must be at most 100 characters');
    expect(await readItemPage(store, staff, { limit: '2', q: ['a', 'b'] }).catch((error: Error) => error.message)).toBe(
      'Search must be text',
    );
  });

  it('reads as many documents for a search page with 48 items stored as with 148, and at most its bound', async () => {
    const before = counted(store);
    await readItemPage(before.store, staff, { limit: '4', q: 'sports day' });
    for (let n = 0; n < 100; n++) await store.set(EVENTS, `more${n}`, stored(n % 2 ? `Sports ${n}` : `Notice ${n}`, 100 + n));
    const after = counted(store);
    await readItemPage(after.store, staff, { limit: '4', q: 'sports day' });
    expect(after.reads.documents).toBe(before.reads.documents);
    // The page's reads, then the tags (one each) and the years (two).
    expect(after.reads.documents).toBeLessThanOrEqual(SEARCH_READS * 5 + 6 + 2);
  });

  it('asks Firestore only queries that firestore.indexes.json serves', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    for (const query of [{ q: 'sports' }, { q: 'day', type: 'event' }, { q: 'sports day', tag: 'sports', year: '2026' }]) {
      for (const reader of [visitor, staff]) await readItemPage(recorded, reader, { limit: '2', ...query });
    }
    expect(seen.some(([, query]) => query.where?.some((clause) => clause.field === 'titleWords'))).toBe(true);
    expect(unindexed(seen)).toEqual([]);
  });
});
