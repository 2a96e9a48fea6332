import type { ContentItem } from '@school/shared/content-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { failSecondPageOnce, holdSecondPage, pressLoadMore } from '../../test/paged-list';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { ContentAdminPage } from './content-admin-page';

// The pages a page at a time (issue 34): the first page, "Load more", the title search asked of the
// server when typing pauses, the Drafts / Published filter, and a failed next page asked again.

const pages = (from: number, to: number): ContentItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    _id: `p${from + i}`,
    title: `Letter ${from + i}`,
    slug: `letter-${from + i}`,
    content: '<p>Text.</p>',
    type: 'page',
    status: 'published',
    publishAt: null,
    version: 1,
    featuredImage: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }));

const renderContent = () => renderAdmin(<ContentAdminPage role="admin" renderPage={(p) => <article>{p.title}</article>} />);
const titles = () =>
  within(screen.getByRole('list', { name: 'Pages' }))
    .getAllByRole('button')
    .map((row) => row.textContent?.split('/')[0]);
const asked = (key: string) => fakeApi.calls('GET', '/content').map((call) => call.query?.[key]);

describe('/admin/content list', () => {
  it('shows the first page, then "Load more" adds the next under it ("Loading more..." meanwhile)', async () => {
    const { answerMore } = holdSecondPage('/content', pageAnswer(pages(1, 2), 'c2'));
    const { user } = renderContent();
    expect(await screen.findByRole('button', { name: /Letter 2/ })).toBeTruthy();
    expect(fakeApi.calls('GET', '/content')[0]?.query).toEqual({
      limit: 20,
      type: 'page',
      status: undefined,
      q: undefined,
      after: undefined,
    });

    await pressLoadMore(user);
    answerMore(pageAnswer(pages(3, 4)));
    expect(await screen.findByRole('button', { name: /Letter 4/ })).toBeTruthy();
    expect(titles()).toEqual(['Letter 1', 'Letter 2', 'Letter 3', 'Letter 4']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The focus moves in an effect after the rows are drawn: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('Letter 3'));
  });

  it('finds a page by its title once typing pauses, one question for the phrase', async () => {
    fakeApi.on('GET', '/content', (call) =>
      pageAnswer(call.query?.q === 'school transport' ? [{ ...pages(9, 9)[0]!, title: 'School Transport' }] : pages(1, 2)),
    );
    const { user } = renderContent();
    await screen.findByRole('button', { name: /Letter 1/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'school transport');
    expect(await screen.findByRole('button', { name: /School Transport/ })).toBeTruthy();
    expect(titles()).toEqual(['School Transport']);
    expect(asked('q')).toEqual([undefined, 'school transport']);
  });

  it('lists drafts or published pages only, and says when none is there', async () => {
    fakeApi.on('GET', '/content', (call) => pageAnswer(call.query?.status === 'draft' ? [] : pages(1, 1)));
    const { user } = renderContent();
    await screen.findByRole('button', { name: /Letter 1/ });
    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(await screen.findByText('No pages match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Published' }));
    expect(await screen.findByRole('button', { name: /Letter 1/ })).toBeTruthy();
    expect(asked('status')).toEqual([undefined, 'draft', 'published']);
  });

  it('keeps the rows when the next page fails, and Try again asks for that page', async () => {
    failSecondPageOnce('/content', pageAnswer(pages(1, 1), 'c1'), pageAnswer(pages(2, 2)));
    const { user } = renderContent();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to load content. Please try again.')).toBeTruthy();
    expect(titles()).toEqual(['Letter 1']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Letter 2/ })).toBeTruthy();
  });
});
