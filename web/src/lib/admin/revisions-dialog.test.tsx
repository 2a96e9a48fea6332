import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { revisionSummary } from '../../test/revisions';
import { RevisionsButton } from './revisions-dialog';

const PATH = '/revisions/event/e1';

const open = async (onRestored: (item: unknown) => void = () => undefined) => {
  const rendered = renderAdmin(<RevisionsButton kind="event" itemId="e1" onRestored={onRestored} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Revisions' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Revisions' }) };
};

const restoreFirst = async (user: ReturnType<typeof renderAdmin>['user'], dialog: HTMLElement) => {
  await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
};

describe('the revisions of an item', () => {
  it('says it is loading until the versions answer', async () => {
    fakeApi.hang('GET', PATH);
    const { dialog } = await open();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
  });

  it('says when there are no versions yet', async () => {
    fakeApi.reply('GET', PATH, []);
    const { dialog } = await open();
    expect(await within(dialog).findByText('No earlier versions yet: they appear here after the first save.')).toBeTruthy();
  });

  it('shows its own text when the versions could not be loaded', async () => {
    fakeApi.fail('GET', PATH, 500, 'disk error');
    const { dialog } = await open();
    expect(await within(dialog).findByText('Could not load the earlier versions. Please try again.')).toBeTruthy();
  });

  it('restores a version after the question and hands the item back', async () => {
    const restored = { _id: 'e1', title: 'Sports day' };
    fakeApi.reply('GET', PATH, [revisionSummary()]);
    fakeApi.reply('POST', `${PATH}/r1/restore`, restored);
    const onRestored = vi.fn();
    const { user, dialog } = await open(onRestored);
    expect(await within(dialog).findByText('Asha Admin edited on', { exact: false })).toBeTruthy();
    await restoreFirst(user, dialog);
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith(restored));
  });

  it('says why a restore failed: the server’s words for a 409, else its own', async () => {
    const stale = 'Someone else saved this item since. Close and open the revisions again.';
    fakeApi.reply('GET', PATH, [revisionSummary()]);
    fakeApi.fail('POST', `${PATH}/r1/restore`, 500, 'disk error', 'once');
    fakeApi.fail('POST', `${PATH}/r1/restore`, 409, stale);
    const onRestored = vi.fn();
    const { user, dialog } = await open(onRestored);
    await restoreFirst(user, dialog);
    expect(await within(dialog).findByText('Could not restore this version. Please try again.')).toBeTruthy();
    await restoreFirst(user, dialog);
    expect(await within(dialog).findByText(stale)).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });
});
