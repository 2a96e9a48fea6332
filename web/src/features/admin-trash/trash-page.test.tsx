import type { TrashItemView } from '@school/shared/trash-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { TrashPage } from './trash-page';

const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000 - 60_000).toISOString();

const record = (over: Partial<TrashItemView> = {}): TrashItemView => ({
  _id: 't1',
  kind: 'news',
  title: 'Old sports day',
  deletedBy: { name: 'Asha Admin', email: 'asha@school.example' },
  deletedAt: '2026-11-20T05:00:00.000Z',
  purgeAt: inTwoWeeks,
  ...over,
});

describe('/admin/trash', () => {
  it('shows a spinner until the trash answers', () => {
    fakeApi.hang('GET', '/trash');
    renderAdmin(<TrashPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading the trash' })).toBeTruthy();
  });

  it('shows the load error and loads again on "Try again"', async () => {
    fakeApi.fail('GET', '/trash', 503, undefined, 'once');
    fakeApi.reply('GET', '/trash', pageAnswer([]));
    const { user } = renderAdmin(<TrashPage />);
    expect(await screen.findByText('Failed to load the trash. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
    expect(screen.queryByText('Failed to load the trash. Please try again.')).toBeNull();
  });

  it('restores a record: the row goes and a toast names it', async () => {
    fakeApi.reply('GET', '/trash', pageAnswer([record(), record({ _id: 't2', title: 'Winter fair' })]));
    fakeApi.reply('POST', '/trash/t1/restore', record());
    const { user } = renderAdmin(<TrashPage />);
    expect(await screen.findAllByText('14 days left', { exact: false })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Restore .*Old sports day/ }));
    expect(await screen.findByText(/“Old sports day” restored/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Restore .*Old sports day/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Restore .*Winter fair/ })).toBeTruthy();
  });

  it('deletes for good only after the question', async () => {
    fakeApi.reply('GET', '/trash', pageAnswer([record()]));
    fakeApi.reply('DELETE', '/trash/t1', null);
    const { user } = renderAdmin(<TrashPage />);
    await user.click(await screen.findByRole('button', { name: /^Delete for good .*Old sports day/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Old sports day” for good?' });
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(/“Old sports day” deleted for good/)).toBeTruthy();
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
  });

  it('keeps the row and shows the server’s words when an action fails', async () => {
    fakeApi.reply('GET', '/trash', pageAnswer([record()]));
    fakeApi.fail('POST', '/trash/t1/restore', 409, 'A page with this address exists again. Rename it first.');
    const { user } = renderAdmin(<TrashPage />);
    await user.click(await screen.findByRole('button', { name: /^Restore .*Old sports day/ }));
    expect(await screen.findByText('A page with this address exists again. Rename it first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Restore .*Old sports day/ })).toHaveProperty('disabled', false);
  });
});
