import type { TrashItemView } from '@school/shared/trash-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { failSecondPageOnce, holdSecondPage, pressLoadMore } from '../../test/paged-list';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { TrashPage } from './trash-page';

// The trash a page at a time (issue 34): the first page, "Load more", the title search asked of the
// server when typing pauses, the kind filter and their empty text, and a failed next page asked again.

const records = (from: number, to: number): TrashItemView[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    _id: `t${from + i}`,
    kind: 'image',
    title: `Photo ${from + i}`,
    deletedBy: { name: 'Asha Admin', email: 'asha@school.example' },
    deletedAt: '2026-11-20T05:00:00.000Z',
    purgeAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  }));

const titles = () =>
  screen.queryAllByTestId('trash-row').map((row) => within(row).getByText(/^(Photo \d+|Annual Sports Day)$/).textContent);
const asked = (key: string) => fakeApi.calls('GET', '/trash').map((call) => call.query?.[key]);

describe('/admin/trash list', () => {
  it('shows the first page, then "Load more" adds the next ("Loading more..." meanwhile) and focuses its first row', async () => {
    const { answerMore } = holdSecondPage('/trash', pageAnswer(records(1, 2), 'c2'));
    const { user } = renderAdmin(<TrashPage />);
    expect(await screen.findByText('Photo 2')).toBeTruthy();
    expect(fakeApi.calls('GET', '/trash')[0]?.query).toEqual({ limit: 20, kind: undefined, q: undefined, after: undefined });
    await pressLoadMore(user);
    answerMore(pageAnswer(records(3, 4)));
    expect(await screen.findByText('Photo 4')).toBeTruthy();
    expect(titles()).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The focus moves in an effect after the rows are drawn: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore Photo: Photo 3' })));
  });

  it('finds a record by its title once typing pauses, and says when nothing matches', async () => {
    fakeApi.on('GET', '/trash', (call) => {
      if (call.query?.q === 'annual') return pageAnswer([{ ...records(9, 9)[0]!, kind: 'gallery', title: 'Annual Sports Day' }]);
      return pageAnswer(call.query?.q ? [] : records(1, 2));
    });
    const { user } = renderAdmin(<TrashPage />);
    await screen.findByText('Photo 1');
    const box = screen.getByRole('searchbox', { name: 'Search by title' });
    await user.type(box, 'annual');
    expect(await screen.findByText('Annual Sports Day')).toBeTruthy();
    expect(titles()).toEqual(['Annual Sports Day']);
    expect(asked('q')).toEqual([undefined, 'annual']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('Nothing in the trash matches.')).toBeTruthy();
  });

  it('lists one kind when one is chosen', async () => {
    fakeApi.on('GET', '/trash', (call) => pageAnswer(call.query?.kind === 'message' ? [] : records(1, 1)));
    const { user } = renderAdmin(<TrashPage />);
    await screen.findByText('Photo 1');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Message' }));
    expect(await screen.findByText('Nothing in the trash matches.')).toBeTruthy();
    expect(asked('kind')).toEqual([undefined, 'message']);
  });

  it('keeps the rows when the next page fails, and Try again asks for that page', async () => {
    failSecondPageOnce('/trash', pageAnswer(records(1, 1), 'c1'), pageAnswer(records(2, 2)));
    const { user } = renderAdmin(<TrashPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(titles()).toEqual(['Photo 1']);
    await user.click(again);
    expect(await screen.findByText('Photo 2')).toBeTruthy();
  });
});
