import { describe, expect, it } from 'vitest';
import { titleWords } from '@school/shared/title-words';
import { TRASH } from '../../domain/collections.js';
import { expectTwoPages, seededApi } from '../../testing/admin-list-api.js';

// The trash at 2,000 records (issue 34): the staff page, the kind filter and the title search over
// real HTTP, answered from the store's index; callers that send no `limit` keep the whole trash.

const RECORDS = 2_000;
const title = (one: { title: string }) => one.title;

describe('GET /trash?limit=&q=: the trash at 2,000 records', () => {
  // One record, far down the trash and the only gallery, is the only one with "sports" in its title.
  const home = seededApi(RECORDS, (n, at) => {
    const name = n === 1_500 ? 'Annual Sports Day' : `Old photo ${n}`;
    const deletedBy = { id: 'u1', name: 'Staff', email: 'staff@example.com' };
    const kind = n === 1_500 ? 'gallery' : 'image';
    return [TRASH, `t${n}`, { kind, title: name, item: {}, fileKeys: [], deletedBy, deletedAt: at, titleWords: titleWords([name]) }];
  });

  it('answers the first page of 20 with where the next starts; without limit, the whole trash', async () => {
    const first = await expectTwoPages(home.api, home.token, '/trash?limit=20', ['Old photo 0', 'Old photo 1'], 'Old photo 20');
    expect(first.data[0]).not.toHaveProperty('titleWords');
    const whole = await home.api.call('GET', '/trash', { token: home.token });
    expect([whole.body.count, 'next' in whole.body]).toEqual([RECORDS, false]);
  });

  it('finds the one record by a word of its title or by its kind; refuses a search too long', async () => {
    for (const query of ['q=sports', 'q=ANNUAL%20spo', 'kind=gallery', 'q=day&kind=gallery']) {
      const found = await home.api.call('GET', `/trash?limit=20&${query}`, { token: home.token });
      expect([query, found.status, found.body.data.map(title), found.body.next]).toEqual([query, 200, ['Annual Sports Day'], null]);
    }
    const tooLong = await home.api.call('GET', `/trash?limit=20&q=${'x'.repeat(101)}`, { token: home.token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
