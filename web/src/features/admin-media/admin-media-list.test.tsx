import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../test/fake-api';
import { gallery, galleryPage } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

// The galleries a page at a time (issue 34): the first page of summaries, "Load more", the title
// search asked of the server when typing pauses, the open gallery loaded whole from its address.

const galleries = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => gallery({ _id: `g${from + i}`, title: `Trip ${from + i}`, slug: `trip-${from + i}` }));

const listed = () =>
  within(screen.getByRole('list', { name: 'Galleries' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const asked = (pick: (call: ApiCall) => unknown) => fakeApi.calls('GET', '/galleries').map(pick);
const openEach = (shown: ReturnType<typeof gallery>[]) => {
  for (const one of shown) fakeApi.reply('GET', `/galleries/slug/${one.slug}`, one);
};

describe('/admin/media list', () => {
  it('shows the first page, opens the first gallery whole, then "Load more" adds the next page', async () => {
    openEach(galleries(1, 4));
    fakeApi.on('GET', '/galleries', (call) =>
      call.query?.after === 'c2' ? galleryPage(galleries(3, 4)) : galleryPage(galleries(1, 2), 'c2'),
    );
    const { user } = renderAdmin(<AdminMediaPage />);
    expect(await screen.findByRole('heading', { name: 'Trip 1' })).toBeTruthy();
    expect(fakeApi.calls('GET', '/galleries')[0]?.query).toEqual({ limit: 20, q: undefined, after: undefined });
    expect(fakeApi.calls('GET', '/galleries/slug/trip-1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Trip 4')).toBeTruthy();
    expect(listed().map((text) => text?.split('Events')[0])).toEqual(['Trip 1', 'Trip 2', 'Trip 3', 'Trip 4']);
    expect(asked((call) => call.query?.after)).toEqual([undefined, 'c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The keyboard reads on from the first gallery the page added.
    // The focus moves in an effect after the rows are drawn: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('Trip 3'));

    await user.click(screen.getByText('Trip 4'));
    expect(await screen.findByRole('heading', { name: 'Trip 4' })).toBeTruthy();
  });

  it('says "Loading more..." while the next page is on its way, keeping the galleries shown', async () => {
    openEach(galleries(1, 1));
    fakeApi.on('GET', '/galleries', (call) => (call.query?.after ? new Promise(() => undefined) : galleryPage(galleries(1, 1), 'c1')));
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading more...' }).getAttribute('aria-busy')).toBe('true');
    expect(listed()).toHaveLength(1);
  });

  it('gives the reason when the next page fails, keeps the rows, and Try again asks for that page', async () => {
    openEach(galleries(1, 2));
    fakeApi.on('GET', '/galleries', (call) => {
      if (call.query?.after && asked(() => 1).length === 2) throw new Error('offline');
      return call.query?.after ? galleryPage(galleries(2, 2)) : galleryPage(galleries(1, 1), 'c1');
    });
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(TEXT.loadFailed)).toBeTruthy();
    expect(listed()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Trip 2')).toBeTruthy();
  });

  it('searches titles on the server once typing pauses, and says when nothing matches', async () => {
    const sports = gallery({ _id: 'g9', title: 'Annual Sports Day', slug: 'annual-sports-day' });
    openEach([...galleries(1, 2), sports]);
    fakeApi.on('GET', '/galleries', (call) => {
      if (call.query?.q === 'sports day') return galleryPage([sports]);
      return galleryPage(call.query?.q ? [] : galleries(1, 2));
    });
    const { user } = renderAdmin(<AdminMediaPage />);
    await screen.findByRole('heading', { name: 'Trip 1' });
    const box = screen.getByRole('searchbox', { name: 'Search by title' });
    await user.type(box, ' sports day');
    expect(await screen.findByRole('heading', { name: 'Annual Sports Day' })).toBeTruthy();
    // One question for the whole phrase, not one per key; trimmed; the found gallery opens.
    expect(asked((call) => call.query?.q)).toEqual([undefined, 'sports day']);
    expect(screen.queryByText('Trip 1')).toBeNull();

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No galleries match “zzz”.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Annual Sports Day' })).toBeNull();
  });

  it('says why the open gallery did not load, and Try again loads it', async () => {
    fakeApi.reply('GET', '/galleries', galleryPage(galleries(1, 1)));
    fakeApi.fail('GET', '/galleries/slug/trip-1', 500, 'Storage is offline.', 'once');
    openEach(galleries(1, 1));
    const { user } = renderAdmin(<AdminMediaPage />);
    expect(await screen.findByText(`${TEXT.loadFailed} Storage is offline.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trip 1' })).toBeTruthy();
  });
});
