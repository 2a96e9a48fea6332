import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../test/fake-api';
import { newsItem, newsPage } from '../../test/news-items';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminNewsPage } from './admin-news-page';

// The admin list a page at a time (issue 34): the first page, "Load more", the title search asked
// of the server when typing pauses, the type filter, and a failed load asked again.

const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    newsItem({ _id: `e${from + i}`, title: `Notice ${from + i}`, slug: `notice-${from + i}` }),
  );

const rowTitles = () => screen.queryAllByTestId('news-admin-row').map((row) => within(row).getByRole('heading').textContent);
const asked = (pick: (call: ApiCall) => unknown) => fakeApi.calls('GET', '/events').map(pick);

describe('/admin/news list', () => {
  it('shows the first page, then "Load more" adds the next under it and focuses its first row', async () => {
    fakeApi.on('GET', '/events', (call) => (call.query?.after === 'c2' ? newsPage(items(3, 4)) : newsPage(items(1, 2), 'c2')));
    const { user } = renderAdmin(<AdminNewsPage />);
    expect(await screen.findByText('Notice 2')).toBeTruthy();
    expect(fakeApi.calls('GET', '/events')[0]?.query).toEqual({ limit: 20, type: 'news', q: undefined, after: undefined });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notice 4')).toBeTruthy();
    expect(rowTitles()).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4']);
    expect(asked((call) => call.query?.after)).toEqual([undefined, 'c2']);
    // The last page: no button, and the keyboard reads on from the first row it added.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The focus moves in an effect after the rows are drawn: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('news-admin-row')[2]));
  });

  it('searches titles on the server once typing pauses, and says when nothing matches', async () => {
    fakeApi.on('GET', '/events', (call) => {
      if (call.query?.q === 'sports day') return newsPage([newsItem({ title: 'Annual Sports Day' })]);
      return newsPage(call.query?.q ? [] : items(1, 2));
    });
    const { user } = renderAdmin(<AdminNewsPage />);
    await screen.findByText('Notice 1');
    const box = screen.getByRole('searchbox', { name: 'Search by title' });
    await user.type(box, ' sports day');
    expect(await screen.findByText('Annual Sports Day')).toBeTruthy();
    // One question for the whole phrase, not one per key; trimmed.
    expect(asked((call) => call.query?.q)).toEqual([undefined, 'sports day']);
    expect(screen.queryByText('Notice 1')).toBeNull();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No news or events match “zzz”.')).toBeTruthy();
  });

  it('Escape and the clear button empty the search and show the whole list again at once', async () => {
    fakeApi.on('GET', '/events', (call) => newsPage(call.query?.q ? [newsItem({ title: 'Annual Sports Day' })] : items(1, 1)));
    const { user } = renderAdmin(<AdminNewsPage />);
    const box = await screen.findByRole('searchbox', { name: 'Search by title' });
    await fill(user, box, 'annual');
    await screen.findByText('Annual Sports Day');
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
    expect(await screen.findByText('Notice 1')).toBeTruthy();

    await fill(user, box, 'annual');
    await screen.findByText('Annual Sports Day');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect([(box as HTMLInputElement).value, document.activeElement]).toEqual(['', box]);
    expect(await screen.findByText('Notice 1')).toBeTruthy();
    expect(asked((call) => call.query?.q)).toEqual([undefined, 'annual', undefined, 'annual', undefined]);
  });

  it('filters by type: All asks for both, Events for events', async () => {
    fakeApi.reply('GET', '/events', newsPage(items(1, 1)));
    const { user } = renderAdmin(<AdminNewsPage />);
    await screen.findByText('Notice 1');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'All News & Events' })).toBeTruthy();
    expect(screen.getByText('Manage your school news and events')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await screen.findByRole('heading', { name: 'All Events' });
    await waitFor(() => expect(asked((call) => call.query?.type)).toEqual(['news', undefined, 'event']));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says why the list did not load, and "Try again" asks again', async () => {
    fakeApi.fail('GET', '/events', 503, 'The database is unavailable.', 'once');
    fakeApi.reply('GET', '/events', newsPage(items(1, 1)));
    const { user } = renderAdmin(<AdminNewsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The database is unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notice 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a save, lists again from the first page; a deleted row goes where it was, the pages kept', async () => {
    fakeApi.on('GET', '/events', (call) => (call.query?.after === 'c2' ? newsPage(items(3, 3)) : newsPage(items(1, 2), 'c2')));
    fakeApi.reply('PUT', '/events/e3', newsItem({ _id: 'e3' }));
    fakeApi.reply('DELETE', '/events/e2', null);
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Notice 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Notice 1', 'Notice 3']));

    await user.click(screen.getByRole('button', { name: 'Edit Notice 3' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Item updated successfully!')).toBeTruthy();
    await waitFor(() => expect(rowTitles()).toEqual(['Notice 1', 'Notice 2']));
    expect(asked((call) => call.query?.after)).toEqual([undefined, 'c2', undefined]);
  });
});
