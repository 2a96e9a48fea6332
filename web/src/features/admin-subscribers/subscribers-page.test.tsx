import type { AnnouncementView, SubscribersSummary } from '@school/shared/mailing-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { SubscribersPage } from './subscribers-page';

// /admin/subscribers (issue 39): the counts, the setting of when mail goes and its save, and the
// newest mails with how they stand.

const summary: SubscribersSummary = {
  confirmed: 340,
  pending: 12,
  paused: 3,
  byTopic: { news: 300, events: 210, documents: 280, notices: 335 },
  delivery: 'immediate',
};
const mail: AnnouncementView = {
  _id: 'event-e1',
  kind: 'event',
  itemId: 'e1',
  topic: 'news',
  title: 'Annual prize day',
  by: 'Asha Kaur',
  createdAt: '2026-11-27T03:30:00.000Z',
  dueAt: '2026-11-27T03:30:00.000Z',
  digest: null,
  state: 'queued',
  counts: { queued: 0, sending: 0, sent: 312, failed: 2, dropped: 0 },
};

describe('/admin/subscribers', () => {
  it('shows a spinner until the counts answer', () => {
    fakeApi.hang('GET', '/subscriptions/summary');
    fakeApi.hang('GET', '/announcements');
    renderAdmin(<SubscribersPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading the subscribers' })).toBeTruthy();
  });

  it('says why the counts did not load, and loads again on "Try again"', async () => {
    fakeApi.fail('GET', '/subscriptions/summary', 500, undefined, 'once');
    fakeApi.reply('GET', '/subscriptions/summary', summary);
    fakeApi.reply('GET', '/announcements', []);
    const { user } = renderAdmin(<SubscribersPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The subscribers could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/340 confirmed · 12 waiting for their confirmation · 3 paused/)).toBeTruthy();
    expect(screen.getByText('Nothing has been mailed yet.')).toBeTruthy();
  });

  it('shows each topic’s count and the newest mails with how they stand', async () => {
    fakeApi.reply('GET', '/subscriptions/summary', summary);
    fakeApi.reply('GET', '/announcements', [
      mail,
      {
        ...mail,
        _id: 'event-e2',
        title: 'Term dates',
        state: 'waiting',
        dueAt: '2026-12-04T11:30:00.000Z',
        digest: '2026-12-04T11:30:00.000Z',
      },
    ]);
    renderAdmin(<SubscribersPage />);
    expect(await screen.findByText('Urgent notices: 335')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Mails to subscribers' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Sent to 312, 2 failed.')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/^Will be emailed to subscribers on 4 Dec 2026, 5:00/)).toBeTruthy();
  });

  it('saves the weekly setting, and shows the server’s refusal', async () => {
    fakeApi.reply('GET', '/subscriptions/summary', summary);
    fakeApi.reply('GET', '/announcements', []);
    fakeApi.fail('PUT', '/subscriptions/settings', 400, 'Choose at once or weekly', 'once');
    fakeApi.reply('PUT', '/subscriptions/settings', { delivery: 'weekly' });
    const { user } = renderAdmin(<SubscribersPage />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'In one mail a week, on Friday at 5 pm' }));
    await user.click(save);
    expect(await screen.findByText('Choose at once or weekly')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Setting saved.')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/subscriptions/settings').map((call) => call.body)).toEqual([
      { delivery: 'weekly' },
      { delivery: 'weekly' },
    ]);
  });
});
