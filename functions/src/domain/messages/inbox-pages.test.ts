import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { readAllPages } from '../../testing/read-all-pages.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { MESSAGES } from '../collections.js';
import { listMessages } from './inbox.js';
import { withMessageWords } from './inbox-pages.js';

// The inbox a page at a time (issue 34) in each home's store: newest first, every message once, the
// Unread filter, the search by subject and sender, the unread count of the whole inbox, and only
// queries Firestore's indexes serve.

const at = (hour: number) => new Date(Date.parse('2026-11-01T04:00:00Z') - hour * 3_600_000).toISOString();
const message = (subject: string, name: string, hour: number, read = true) =>
  withMessageWords({ name, email: 'parent@example.com', subject, message: 'Hello.', createdAt: at(hour), read, version: 1 });

describe.each(EACH_HOME_STORE)('the inbox a page at a time (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  const everything = (query: Record<string, string>, on: DocumentStore = store) =>
    readAllPages(Number(query.limit), async (after) => {
      const page = await listMessages(on, { ...query, ...(after ? { after } : {}) });
      return { rows: page.messages.map((one) => one.subject), next: page.next };
    });

  beforeAll(async () => {
    ({ store, dispose } = await open());
    await store.set(MESSAGES, 'fees', message('Question about fees', 'Harpreet Kaur', 1, false));
    await store.set(MESSAGES, 'bus', message('School bus timing', 'Amit Sharma', 2));
    await store.set(MESSAGES, 'hindi', message('प्रवेश के बारे में', 'सीमा', 3, false));
    for (let n = 0; n < 10; n++) await store.set(MESSAGES, `m${n}`, message(`Admission ${n}`, 'Parent', 10 + n));
  });
  afterAll(async () => dispose());

  it('pages through every message once, newest first, with the unread count of the whole inbox', async () => {
    const all = await everything({ limit: '4' });
    expect([all.length, new Set(all).size, all.slice(0, 2)]).toEqual([13, 13, ['Question about fees', 'School bus timing']]);
    expect(await everything({ limit: '1', unread: 'true' })).toEqual(['Question about fees', 'प्रवेश के बारे में']);
    expect((await listMessages(store, { limit: '2' })).unread).toBe(2);
  });

  it('finds by words of the subject or the sender, in any case, with the Unread filter too', async () => {
    expect(await everything({ limit: '2', q: 'FEES' })).toEqual(['Question about fees']);
    expect(await everything({ limit: '2', q: 'kaur' })).toEqual(['Question about fees']);
    expect(await everything({ limit: '2', q: 'प्रवे' })).toEqual(['प्रवेश के बारे में']);
    expect(await everything({ limit: '3', q: 'admission' })).toHaveLength(10);
    expect(await everything({ limit: '3', q: 'bus', unread: 'true' })).toEqual([]);
  });

  it('without limit, the inbox as it always was (no next); only indexed queries; a bad page address refused', async () => {
    const whole = await listMessages(store, {});
    expect([whole.messages.length, whole.next]).toEqual([13, undefined]);
    const { store: recorded, seen } = recordingQueries(store);
    const queries: Record<string, string>[] = [{}, { unread: 'true' }, { q: 'admission' }, { q: 'fees', unread: 'true' }];
    for (const query of queries) await everything({ limit: '3', ...query }, recorded);
    expect(unindexed(seen)).toEqual([]);
    expect(await listMessages(store, { limit: '2', after: 'nonsense' }).catch((error: Error) => error.message)).toBe(
      'Invalid page address',
    );
  });
});
