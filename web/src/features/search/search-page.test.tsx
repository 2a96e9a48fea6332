import type { SearchResultView } from '@school/shared/search-results';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, notFoundPage, renderPublic } from '../../test/render-public';
import { ShownLocation } from '../../test/routes';
import { SearchPage } from './search-page';

const result = (n: number, over: Partial<SearchResultView> = {}): SearchResultView => ({
  type: 'document',
  path: `/documents/circular-${n}`,
  title: `Circular ${n}`,
  snippet: `…the fee for term ${n} is due…`,
  date: '2026-04-01',
  lang: 'en',
  ...over,
});
const answer = (data: SearchResultView[], total = data.length) => ({ success: true, count: data.length, data, total });

/** /search as app/public-routes.tsx mounts it; anywhere else shows the address reached. */
const site = (
  <Routes>
    <Route path="/search" element={<SearchPage notFound={notFoundPage} />} />
    <Route path="*" element={<ShownLocation />} />
  </Routes>
);
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/search: the site search, a page of results at a time', () => {
  it('without words shows just the box, and asks the API nothing', () => {
    renderPublic(site, { route: '/search' });
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveProperty('value', '');
    expect(screen.getByText('Type a few words to search the site.')).toBeTruthy();
    expect(fakeApi.calls()).toEqual([]);
  });

  it('says it is searching until the results answer', () => {
    fakeApi.hang('GET', '/search?q=fee&lang=en');
    renderPublic(site, { route: '/search?q=fee' });
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveProperty('value', 'fee');
  });

  it('shows each result with what it is, its date, its title to its page and the words around the match', async () => {
    fakeApi.reply('GET', '/search?q=fee&lang=en', answer([result(1), result(2, { type: 'news', date: '2026-03-01T05:00:00.000Z' })]));
    renderPublic(site, { route: '/search?q=fee' });
    expect((await screen.findByRole('status')).textContent).toBe('2 results for “fee”');
    const [first, second] = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Circular 1' }).getAttribute('href')).toBe('/documents/circular-1');
    expect(first!.textContent).toContain('DocumentApril 1, 2026');
    expect(first!.textContent).toContain('…the fee for term 1 is due…');
    expect(second!.textContent).toContain('NewsMarch 1, 2026');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('links the next and the previous page of results, keeping the words', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => result(i + 21));
    fakeApi.reply('GET', '/search?q=fee+list&lang=en&page=2', answer(twenty, 45));
    renderPublic(site, { route: '/search?q=fee%20list&page=2' });
    expect((await screen.findByRole('status')).textContent).toBe('45 results for “fee list”');
    expect(screen.getByRole('list', { name: 'Results' }).getAttribute('start')).toBe('21');
    expect(hrefs(screen.getByRole('navigation', { name: 'Pages' }))).toEqual([
      ['Previous results', '/search?q=fee+list'],
      ['More results', '/search?q=fee+list&page=3'],
    ]);
  });

  it('says when nothing is found', async () => {
    fakeApi.reply('GET', '/search?q=zebra&lang=en', answer([]));
    renderPublic(site, { route: '/search?q=zebra' });
    expect((await screen.findByRole('status')).textContent).toBe('Nothing found for “zebra”. Try fewer words, or other ones.');
  });

  it('shows the error text when the search fails, and when its answer is not results', async () => {
    fakeApi.fail('GET', '/search?q=fee&lang=en', 500);
    const failed = renderPublic(site, { route: '/search?q=fee' });
    expect((await screen.findByRole('alert')).textContent).toBe('The search failed. Please try again later.');
    failed.unmount();
    fakeApi.reply('GET', '/search?q=fees&lang=en', {
      success: true,
      data: [{ path: 'javascript:alert(1)', title: 'x', snippet: '' }],
      total: 1,
    });
    renderPublic(site, { route: '/search?q=fees' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid search results received from server');
  });

  it('is Not Found for a page number that is none, without asking the API', () => {
    renderPublic(site, { route: '/search?q=fee&page=99' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(fakeApi.calls()).toEqual([]);
  });

  it('moves to the results of the words typed in the box', async () => {
    fakeApi.reply('GET', '/search?q=uniform+list&lang=en', answer([result(3, { title: 'Book and uniform list' })]));
    const { user } = renderPublic(site, { route: '/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), '  uniform list {Enter}');
    expect((await screen.findByRole('status')).textContent).toBe('1 result for “uniform list”');
    expect(screen.getByRole('link', { name: 'Book and uniform list' })).toBeTruthy();
  });
});
