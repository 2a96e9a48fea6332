import type { AuditEntryView } from '@school/shared/audit-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { ActivityPage } from './activity-page';
import { EMPTY_TEXT, NOT_ALLOWED_TEXT } from './activity-texts';

const SUPERADMIN = { name: 'Sister Mary', role: 'superadmin', email: 'mary@school.example' };

const entry = (id: string, itemTitle: string): AuditEntryView => ({
  id,
  at: '2026-11-26T04:00:00.000Z',
  action: 'edit',
  memberId: 'u1',
  memberName: 'Asha Admin',
  email: 'asha@school.example',
  itemKind: 'page',
  itemId: 'p1',
  itemTitle,
  detail: null,
});

const renderActivity = () => renderAdmin(<ActivityPage />, { user: SUPERADMIN });

describe('/admin/activity', () => {
  it('tells an admin that only a superadmin sees the log, without asking the server', () => {
    renderAdmin(<ActivityPage />);
    expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows a spinner, then the load error with "Try again"', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.fail('GET', '/activity', 500, undefined, 'once');
    fakeApi.reply('GET', '/activity', { entries: [], nextCursor: null });
    const { user } = renderActivity();
    expect(screen.getByRole('progressbar', { name: 'Loading the activity log' })).toBeTruthy();
    expect(await screen.findByText('The activity log could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
  });

  it('adds the older entries under the ones shown', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('GET', '/activity', { entries: [entry('a1', 'Uniform policy')], nextCursor: 'c2' }, 'once');
    fakeApi.reply('GET', '/activity', { entries: [entry('a2', 'Fees')], nextCursor: null });
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(/Fees/)).toBeTruthy();
    expect(screen.getByText(/Uniform policy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(fakeApi.calls('GET', '/activity').map((call) => call.query?.cursor)).toEqual([undefined, 'c2']);
  });

  it('says when the CSV could not be downloaded, in an alert that can be closed', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('GET', '/activity', { entries: [], nextCursor: null });
    fakeApi.fail('GET', '/activity.csv', 500, 'The log is too large today.');
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The log is too large today.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The log is too large today.')).toBeNull();
  });
});
