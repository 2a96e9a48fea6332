import type { InboxMessage } from '@school/shared/contact-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { failSecondPageOnce, holdSecondPage, pressLoadMore } from '../../test/paged-list';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { MessagesPage } from './messages-page';

// The inbox a page at a time (issue 34): the first page, "Load more", the search by subject or sender
// asked of the server when typing pauses, its empty text, and a failed next page asked again.

const messages = (from: number, to: number): InboxMessage[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    _id: `m${from + i}`,
    name: `Parent ${from + i}`,
    email: 'parent@example.com',
    subject: `Question ${from + i}`,
    message: 'Hello.',
    createdAt: '2026-11-26T04:00:00.000Z',
    read: true,
    version: 1,
  }));
const inbox = (shown: InboxMessage[], next: string | null = null, unread = 3) => ({ ...pageAnswer(shown, next), unread });

const subjects = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .queryAllByRole('button')
    .map((row) => row.textContent);
const asked = (key: string) => fakeApi.calls('GET', '/messages').map((call) => call.query?.[key]);

describe('/admin/messages list', () => {
  it('shows the first page and the unread count of the whole inbox, then "Load more" adds the next ("Loading more..." meanwhile)', async () => {
    const { answerMore } = holdSecondPage('/messages', inbox(messages(1, 2), 'c2'));
    const { user } = renderAdmin(<MessagesPage />);
    expect(await screen.findByText('3 unread messages')).toBeTruthy();
    expect(fakeApi.calls('GET', '/messages')[0]?.query).toEqual({ limit: 20, unread: undefined, q: undefined, after: undefined });
    await pressLoadMore(user);
    answerMore(inbox(messages(3, 4)));
    expect(await screen.findByText('Question 4')).toBeTruthy();
    expect(subjects()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The focus moves in an effect after the rows are drawn: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('Question 3'));
  });

  it('searches subjects and senders once typing pauses, and says when nothing matches', async () => {
    fakeApi.on('GET', '/messages', (call) => {
      if (call.query?.q === 'kaur') return inbox([{ ...messages(9, 9)[0]!, name: 'Harpreet Kaur', subject: 'Fees' }]);
      return inbox(call.query?.q ? [] : messages(1, 2));
    });
    const { user } = renderAdmin(<MessagesPage />);
    await screen.findByText('Question 1');
    const box = screen.getByRole('searchbox', { name: 'Search by subject or sender' });
    await user.type(box, 'kaur');
    expect(await screen.findByText('Harpreet Kaur')).toBeTruthy();
    expect(subjects()).toHaveLength(1);
    expect(asked('q')).toEqual([undefined, 'kaur']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No messages match “zzz”.')).toBeTruthy();
  });

  it('keeps the rows when the next page fails, and Try again asks for that page', async () => {
    failSecondPageOnce('/messages', inbox(messages(1, 1), 'c1'), inbox(messages(2, 2)));
    const { user } = renderAdmin(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    // The reason, with a Try again for that page, above the rows already shown.
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(subjects()).toHaveLength(1);
    await user.click(again);
    expect(await screen.findByText('Question 2')).toBeTruthy();
  });
});
