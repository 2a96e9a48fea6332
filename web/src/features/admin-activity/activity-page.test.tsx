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
const LOAD_FAILED = 'The activity log could not be loaded.';
const rowTexts = () => screen.queryAllByTestId('activity-row').map((row) => row.textContent);
const page = (entries: AuditEntryView[], nextCursor: string | null = null) => ({ entries, nextCursor });

describe('/admin/activity', () => {
  it('tells an admin that only a superadmin sees the log, without asking the server', () => {
    renderAdmin(<ActivityPage />);
    expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows the first page, newest first, asking for 50 entries', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('GET', '/activity', page([entry('a1', 'Uniform policy'), entry('a2', 'Fees')]));
    renderActivity();
    expect(await screen.findByText('Page: Uniform policy')).toBeTruthy();
    expect(rowTexts()).toEqual([expect.stringContaining('Uniform policy'), expect.stringContaining('Fees')]);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fakeApi.calls('GET', '/activity')[0]?.query).toEqual({
      member: undefined,
      from: undefined,
      to: undefined,
      limit: 50,
      cursor: undefined,
    });
  });

  it('shows a spinner, then the load error with "Try again"', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.fail('GET', '/activity', 500, undefined, 'once');
    fakeApi.reply('GET', '/activity', { entries: [], nextCursor: null });
    const { user } = renderActivity();
    expect(screen.getByRole('progressbar', { name: 'Loading the activity log' })).toBeTruthy();
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('shows the server’s words when it explains the failure', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.fail('GET', '/activity', 503, 'The log is being moved; try in a minute.');
    renderActivity();
    expect(await screen.findByText('The log is being moved; try in a minute.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a member the server no longer takes for a superadmin (403) that the log is not for them', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.fail('GET', '/activity', 403, 'Superadmin only');
    renderActivity();
    expect(await screen.findByText(NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(screen.queryByText('Superadmin only')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
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
    expect(rowTexts()).toEqual([expect.stringContaining('Uniform policy'), expect.stringContaining('Fees')]);
    expect(fakeApi.calls('GET', '/activity').map((call) => call.query?.cursor)).toEqual([undefined, 'c2']);
  });

  it('keeps the rows and shows a spinner instead of the button while older entries load', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('GET', '/activity', page([entry('a1', 'Uniform policy')], 'c2'), 'once');
    fakeApi.hang('GET', '/activity');
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(screen.getByRole('progressbar', { name: 'Loading the activity log' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
    expect(rowTexts()).toEqual([expect.stringContaining('Uniform policy')]);
  });

  it('says when older entries could not be loaded, and "Try again" starts from the newest', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('GET', '/activity', page([entry('a1', 'Uniform policy')], 'c2'), 'once');
    fakeApi.fail('GET', '/activity', 500, undefined, 'once');
    fakeApi.reply('GET', '/activity', page([entry('a3', 'Sports day')]));
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page: Sports day')).toBeTruthy();
    expect(rowTexts()).toEqual([expect.stringContaining('Sports day')]);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    expect(fakeApi.calls('GET', '/activity').map((call) => call.query?.cursor)).toEqual([undefined, 'c2', undefined]);
  });

  it('starts again from the newest entries of the member chosen, forgetting the pages shown', async () => {
    fakeApi.reply('GET', '/staff', [{ id: 'u2', name: 'Ravi Rao', email: 'ravi@school.example' }]);
    fakeApi.on('GET', '/activity', (call) =>
      call.query?.member
        ? page([entry('r1', 'Annual day')])
        : call.query?.cursor
          ? page([entry('a2', 'Fees')])
          : page([entry('a1', 'Uniform policy')], 'c2'),
    );
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('Page: Fees')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Rao (ravi@school.example)' }));
    expect(await screen.findByText('Page: Annual day')).toBeTruthy();
    expect(rowTexts()).toEqual([expect.stringContaining('Annual day')]);
    expect(fakeApi.calls('GET', '/activity').at(-1)?.query).toMatchObject({ member: 'ravi@school.example', cursor: undefined });
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
