import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/collections.js';
import { withMessageWords } from '../../domain/messages/inbox-pages.js';
import { expectTwoPages, seededApi } from '../../testing/admin-list-api.js';

// The inbox at 2,000 messages (issue 34): the staff page, the Unread filter and the search over real
// HTTP, answered from the store's index; callers that send no `limit` keep the inbox's old answer.

const MESSAGE_COUNT = 2_000;
const subject = (one: { subject: string }) => one.subject;

describe('GET /messages?limit=&q=: the inbox at 2,000 messages', () => {
  // One message, far down the inbox and unread, is the only one about "transport".
  const home = seededApi(MESSAGE_COUNT, (n, at) => {
    const about = n === 1_500 ? 'School transport' : `Weekly question ${n}`;
    const message = {
      name: n === 1_500 ? 'Harpreet Kaur' : `Parent ${n}`,
      email: 'p@example.com',
      subject: about,
      message: 'Hi.',
      createdAt: at,
      read: n !== 1_500,
    };
    return [MESSAGES, `m${n}`, withMessageWords({ ...message, version: 1 })];
  });

  it('answers the first page of 20, where the next starts and the unread count; without limit, the old answer', async () => {
    const first = await expectTwoPages(home.api, home.token, '/messages?limit=20', ['Weekly question 0'], 'Weekly question 20', 'subject');
    expect(first).toMatchObject({ unread: 1 });
    expect(first.data[0]).not.toHaveProperty('titleWords');
    const old = await home.api.call('GET', '/messages', { token: home.token });
    expect([old.body.count, old.body.unread, 'next' in old.body]).toEqual([200, 1, false]);
  });

  it('finds the one message by its subject or sender, with the Unread filter, and refuses a search too long', async () => {
    for (const query of ['q=transport', 'q=SCHOOL%20tra', 'q=transport&unread=true', 'unread=true', 'q=kaur']) {
      const found = await home.api.call('GET', `/messages?limit=20&${query}`, { token: home.token });
      expect([query, found.status, found.body.data.map(subject), found.body.next]).toEqual([query, 200, ['School transport'], null]);
    }
    const tooLong = await home.api.call('GET', `/messages?limit=20&q=${'x'.repeat(101)}`, { token: home.token });
    expect([tooLong.status, tooLong.body.error]).toEqual([400, 'Search must be at most 100 characters']);
  });
});
