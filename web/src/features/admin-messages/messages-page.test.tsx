import type { InboxMessage } from '@school/shared/contact-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { MessagesPage } from './messages-page';

const message = (over: Partial<InboxMessage> = {}): InboxMessage => ({
  _id: 'm1',
  name: 'Gurpreet Kaur',
  email: 'gurpreet@example.com',
  subject: 'Bus timings',
  message: 'When does the bus leave?',
  createdAt: '2026-11-26T04:00:00.000Z',
  read: false,
  version: 1,
  ...over,
});

/** GET /messages?limit= as the server answers it: a page, where the next starts (null: the last) and the unread count. */
const inbox = (messages: InboxMessage[], next: string | null = null) => ({
  ...pageAnswer(messages, next),
  unread: messages.filter((m) => !m.read).length,
});

describe('/admin/messages', () => {
  it('shows a spinner until the inbox answers', () => {
    fakeApi.hang('GET', '/messages');
    renderAdmin(<MessagesPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeTruthy();
  });

  it('shows the load error', async () => {
    fakeApi.fail('GET', '/messages', 500);
    renderAdmin(<MessagesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load messages. Please try again.');
  });

  it('asks for the unread ones under Unread, keeping the count meanwhile', async () => {
    fakeApi.reply('GET', '/messages', inbox([message()]), 'once');
    fakeApi.hang('GET', '/messages');
    const { user } = renderAdmin(<MessagesPage />);
    expect(await screen.findByText('1 unread message')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
    expect(fakeApi.calls('GET', '/messages').map((call) => call.query?.unread)).toEqual([undefined, 'true']);
  });

  it('marks a message read: the count goes down and a toast says so', async () => {
    fakeApi.reply('GET', '/messages', inbox([message(), message({ _id: 'm2', subject: 'Fees' })]));
    fakeApi.reply('PUT', '/messages/m1/read', null);
    const { user } = renderAdmin(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: /Bus timings/ }));
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('Message marked as read')).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as Read' })).toHaveProperty('disabled', true);
  });

  it('says how long messages are kept, and what each sender agreed to (issue 37)', async () => {
    fakeApi.reply('GET', '/settings', { retentionMonths: { messages: 18 } });
    const consent = { noticeVersion: 3, agreedAt: '2026-11-26T04:00:00.000Z', locale: 'hi' as const };
    fakeApi.reply('GET', '/messages', inbox([message({ consent }), message({ _id: 'm2', subject: 'Old question' })]));
    const { user } = renderAdmin(<MessagesPage />);
    expect(await screen.findByText(/Messages are deleted by themselves 18 months after they arrive/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change in Settings' }).getAttribute('href')).toBe('/admin/settings');
    await user.click(await screen.findByRole('button', { name: /Bus timings/ }));
    expect(screen.getByText('Agreed to the privacy notice, version 3, on the Hindi page.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Old question/ }));
    expect(screen.getByText('Sent before the form asked for consent.')).toBeTruthy();
  });

  it('shows the server’s words when marking read fails', async () => {
    fakeApi.reply('GET', '/messages', inbox([message()]));
    fakeApi.fail('PUT', '/messages/m1/read', 409, 'Someone else changed this message. Reload the list.');
    const { user } = renderAdmin(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: /Bus timings/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('Someone else changed this message. Reload the list.')).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
  });

  it('deletes after the question, offers Undo, and says when a delete fails', async () => {
    fakeApi.reply('GET', '/messages', inbox([message(), message({ _id: 'm2', subject: 'Fees' })]));
    fakeApi.reply('DELETE', '/messages/m1', null);
    fakeApi.fail('DELETE', '/messages/m2', 500);
    const { user } = renderAdmin(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: /Bus timings/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete message?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Bus timings/ })).toBeNull();
    expect(screen.getByText('1 unread message')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Fees/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete message?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the message. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Fees/ })).toBeTruthy();
  });
});
