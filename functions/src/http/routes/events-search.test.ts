import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { listed } from '../../domain/events/event-list-fields.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The admin's list of news and events at 2,000 items (issue 34): the staff page and the title search
// over real HTTP, answered from the store's index, not from the whole list. The items are written
// straight into the store, as every save writes them (listed), so the setup takes seconds.

const ITEMS = 2_000;
const title = (one: { title: string }) => one.title;

describe('GET /events?limit=&q=: the admin list at 2,000 items', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
    const start = Date.parse('2026-11-01T04:00:00.000Z');
    for (let n = 0; n < ITEMS; n++) {
      const at = new Date(start - n * 3_600_000).toISOString();
      // One item, far down the list, is the only one with "sports" in its title.
      const name = n === 1_500 ? 'Annual Sports Day' : `Weekly notice ${n}`;
      await api.home.store.set(EVENTS, `item${n}`, listed({ ...legacyNewsItem(name, at), slug: `item-${n}`, version: 1 }));
    }
  }, 120_000);
  afterAll(() => api?.close());

  it('answers staff the first page of 20, with where the next starts', async () => {
    const first = await api.call('GET', '/events?limit=20', { token });
    expect(first.status).toBe(200);
    expect([first.body.count, first.body.data.map(title).slice(0, 2), typeof first.body.next]).toEqual([
      20,
      ['Weekly notice 0', 'Weekly notice 1'],
      'string',
    ]);
    const second = await api.call('GET', `/events?limit=20&after=${encodeURIComponent(first.body.next)}`, { token });
    expect(second.body.data.map(title).slice(0, 1)).toEqual(['Weekly notice 20']);
  });

  it('finds the one item by a word of its title, in any case, and by a prefix of two words', async () => {
    for (const q of ['sports', 'SPORTS', 'annual spo']) {
      const found = await api.call('GET', `/events?limit=20&q=${encodeURIComponent(q)}`, { token });
      expect([q, found.status, found.body.data.map(title), found.body.next]).toEqual([q, 200, ['Annual Sports Day'], null]);
      expect(found.body.data[0]).not.toHaveProperty('titleWords');
    }
    const many = await api.call('GET', '/events?limit=20&q=notice', { token });
    expect([many.body.count, typeof many.body.next]).toEqual([20, 'string']);
  });

  it('finds an item saved through the API by its Punjabi title at once; refuses a search that is too long', async () => {
    const created = await api.call('POST', '/events', {
      token,
      body: { title: 'Prize day', description: 'Prizes.', type: 'news', translations: { pa: { title: 'ਇਨਾਮ ਵੰਡ ਸਮਾਰੋਹ' } } },
    });
    expect(created.status).toBe(201);
    const found = await api.call('GET', `/events?limit=20&q=${encodeURIComponent('ਇਨਾਮ')}`, { token });
    expect(found.body.data.map(title)).toEqual(['Prize day']);
    const tooLong = await api.call('GET', `/events?limit=20&q=${'x'.repeat(101)}`, { token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
