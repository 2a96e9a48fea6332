import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { CONTENT, EVENTS } from '../collections.js';
import { listPages } from '../content/content-reads.js';
import { giveEventsListFields } from './event-list-fields.js';
import { readNewest } from './event-pages.js';
import { readItem, readItems } from './event-reads.js';

// Scheduled publishing is a filter at read time: the same in each home's store (SQLite; Firestore
// through firebase-admin and the in-process emulator), items stored before scheduling (no
// `publishAt` at all) included, which a Firestore range query on the field would have dropped.

const item = (title: string, createdAt: string, publishAt?: string | null) => ({
  ...legacyNewsItem(title, createdAt),
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: 'x',
  ...(publishAt === undefined ? {} : { publishAt }),
});

describe.each(EACH_HOME_STORE)('scheduled news and pages (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const now = new Date('2026-11-25T03:30:00Z');
  const clock = { now: () => now };
  const visitor = { staff: false, clock };

  beforeAll(async () => {
    ({ store, dispose } = await open());
    await store.set(EVENTS, 'old', item('Old item', '2026-01-05T03:30:00.000Z'));
    await store.set(EVENTS, 'now', item('Published at once', '2026-11-24T03:30:00.000Z', null));
    // Written last night for 7 am today: newer than the one above by its publish time.
    await store.set(EVENTS, 'seven', item('Seven am news', '2026-11-20T16:00:00.000Z', '2026-11-25T01:30:00.000Z'));
    await store.set(EVENTS, 'later', item('Later today', '2026-11-25T03:00:00.000Z', '2026-11-25T03:32:00.000Z'));
    await store.set(EVENTS, 'tomorrow', item('Tomorrow', '2026-11-25T03:10:00.000Z', '2026-11-26T01:30:00.000Z'));
  });
  afterAll(async () => dispose());

  it('visitors get published items only, newest published first, and when the list next changes', async () => {
    const { items, changesAt } = await readItems(store, visitor);
    expect(items.map((one) => one.title)).toEqual(['Seven am news', 'Published at once', 'Old item']);
    expect(changesAt?.toISOString()).toBe('2026-11-25T03:32:00.000Z');
    await expect(readItem(store, 'later', visitor)).rejects.toThrow('News item or event not found');
    expect((await readItem(store, 'old', visitor)).title).toBe('Old item');
  });

  it('staff get every item; a limited read (the feeds) still fills its limit with published items', async () => {
    const staff = await readItems(store, { staff: true, clock });
    expect(staff.items.map((one) => one.title)).toEqual(['Tomorrow', 'Later today', 'Seven am news', 'Published at once', 'Old item']);
    // The feeds read by the publish instant migration 2 stores on each item.
    await giveEventsListFields(store);
    expect((await readNewest(store, visitor, 'news', 2)).items.map((one) => one.title)).toEqual(['Seven am news', 'Published at once']);
  });

  it('pages: a published page with a publish time ahead is left out for visitors, kept for staff', async () => {
    const page = (slug: string, publishAt?: string) => ({
      title: slug,
      slug,
      content: '<p>x</p>',
      type: 'page',
      status: 'published',
      featuredImage: null,
      featuredImageKeys: [],
      createdAt: '2026-11-20T03:30:00.000Z',
      updatedAt: '2026-11-20T03:30:00.000Z',
      ...(publishAt ? { publishAt } : {}),
    });
    await store.set(CONTENT, 'p1', page('transport'));
    await store.set(CONTENT, 'p2', page('winter-timings', '2026-11-25T03:35:00.000Z'));
    const deps = { store, clock, files: undefined as never };
    const seen = await listPages(deps, { status: 'published' }, false);
    expect(seen.pages.map((one) => one.slug)).toEqual(['transport']);
    expect(seen.changesAt?.toISOString()).toBe('2026-11-25T03:35:00.000Z');
    expect((await listPages(deps, {}, true)).pages).toHaveLength(2);
  });
});
