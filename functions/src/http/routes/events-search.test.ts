import { describe, expect, it } from 'vitest';
import { EVENTS } from '../../domain/collections.js';
import { listed } from '../../domain/events/event-list-fields.js';
import { expectTwoPages, seededApi } from '../../testing/admin-list-api.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';

// The admin's list of news and events at 2,000 items (issue 34): the staff page and the title search
// over real HTTP, answered from the store's index, not from the whole list. The items are written
// straight into the store, as every save writes them (listed), so the setup takes seconds.

const ITEMS = 2_000;
const title = (one: { title: string }) => one.title;

describe('GET /events?limit=&q=: the admin list at 2,000 items', () => {
  // One item, far down the list, is the only one with "sports" in its title.
  const home = seededApi(ITEMS, (n, at) => {
    const name = n === 1_500 ? 'Annual Sports Day' : `Weekly notice ${n}`;
    return [EVENTS, `item${n}`, listed({ ...legacyNewsItem(name, at), slug: `item-${n}`, version: 1 })];
  });

  it('answers staff the first page of 20, with where the next starts', async () => {
    await expectTwoPages(home.api, home.token, '/events?limit=20', ['Weekly notice 0', 'Weekly notice 1'], 'Weekly notice 20');
  });

  it('finds the one item by a word of its title, in any case, and by a prefix of two words', async () => {
    for (const q of ['sports', 'SPORTS', 'annual spo']) {
      const found = await home.api.call('GET', `/events?limit=20&q=${encodeURIComponent(q)}`, { token: home.token });
      expect([q, found.status, found.body.data.map(title), found.body.next]).toEqual([q, 200, ['Annual Sports Day'], null]);
      expect(found.body.data[0]).not.toHaveProperty('titleWords');
    }
    const many = await home.api.call('GET', '/events?limit=20&q=notice', { token: home.token });
    expect([many.body.count, typeof many.body.next]).toEqual([20, 'string']);
  });

  it('finds an item saved through the API by its Punjabi title at once; refuses a search that is too long', async () => {
    const created = await home.api.call('POST', '/events', {
      token: home.token,
      body: { title: 'Prize day', description: 'Prizes.', type: 'news', translations: { pa: { title: 'ਇਨਾਮ ਵੰਡ ਸਮਾਰੋਹ' } } },
    });
    expect(created.status).toBe(201);
    const found = await home.api.call('GET', `/events?limit=20&q=${encodeURIComponent('ਇਨਾਮ')}`, { token: home.token });
    expect(found.body.data.map(title)).toEqual(['Prize day']);
    const tooLong = await home.api.call('GET', `/events?limit=20&q=${'x'.repeat(101)}`, { token: home.token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
