import type { ContentItem } from '@school/shared/content-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { revisionSummary } from '../../test/revisions';
import { ContentAdminPage } from './content-admin-page';

const page = (over: Partial<ContentItem> = {}): ContentItem => ({
  _id: 'p1',
  title: 'Uniform policy',
  slug: 'uniform-policy',
  content: '<p>Navy blue on Mondays.</p>',
  type: 'page',
  status: 'published',
  publishAt: null,
  version: 4,
  featuredImage: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const renderContent = () =>
  renderAdmin(<ContentAdminPage role="admin" renderPage={(p) => <article>{p.title} as visitors see it</article>} />);

const openEdit = async (user: ReturnType<typeof renderAdmin>['user']) => {
  await user.click(await screen.findByRole('button', { name: /Uniform policy/ }));
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.getByRole('region', { name: 'Edit “Uniform policy”' });
};

const REVISIONS = '/revisions/page/p1';

describe('/admin/content', () => {
  it('is closed to anyone who is not staff', () => {
    renderAdmin(<ContentAdminPage role={undefined} renderPage={() => null} />);
    expect(fakeApi.calls()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Content' })).toBeNull();
  });

  // A role the server may hold for an older account, which the menu would still let in.
  it('tells staff without the admin role that they are not authorised, with the way back to the dashboard', () => {
    renderAdmin(<ContentAdminPage role="teacher" renderPage={() => null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Content' })).toBeNull();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows a spinner, then its own load error (not the server’s) with "Try again"', async () => {
    fakeApi.fail('GET', '/content', 500, 'SQLITE_BUSY', 'once');
    fakeApi.reply('GET', '/content', pageAnswer([page()]));
    const { user } = renderContent();
    expect(screen.getByRole('progressbar', { name: 'Loading pages' })).toBeTruthy();
    expect(await screen.findByText('Failed to load content. Please try again.')).toBeTruthy();
    expect(screen.queryByText('SQLITE_BUSY')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Uniform policy/ })).toBeTruthy();
  });

  it('searches titles on the server once typing pauses, and says when nothing matches', async () => {
    fakeApi.on('GET', '/content', (call) => pageAnswer(call.query?.q ? [] : [page()]));
    const { user } = renderContent();
    await screen.findByRole('button', { name: /Uniform policy/ });
    await user.click(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.paste('fees');
    expect(await screen.findByText('No pages match your search.')).toBeTruthy();
    expect(fakeApi.calls('GET', '/content').map((call) => call.query?.q)).toEqual([undefined, 'fees']);
  });

  it('saves an edit with the version it opened and says so', async () => {
    fakeApi.reply('GET', '/content', pageAnswer([page()]));
    fakeApi.reply('PUT', '/content/p1', page({ version: 5 }));
    const { user } = renderContent();
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Uniform policy' })).toBeTruthy();
    expect(fakeApi.calls('PUT', '/content/p1')[0]?.body).toMatchObject({ title: 'Uniform policy', version: 4 });
  });

  it('shows the spec’s text with the server’s reason when a save fails, and the 409 words when stale', async () => {
    const stale = 'Someone else saved this page since you opened it. Reload to see their changes.';
    fakeApi.reply('GET', '/content', pageAnswer([page()]));
    fakeApi.fail('PUT', '/content/p1', 500, undefined, 'once');
    fakeApi.fail('PUT', '/content/p1', 409, stale);
    const { user } = renderContent();
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // No reason from the server: the spec's text alone.
    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to save content. Please try again.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(`Failed to save content. Please try again. ${stale}`)).toBeTruthy();
  });

  it('deletes after the question, offering Undo, and says when a delete fails', async () => {
    fakeApi.reply('GET', '/content', pageAnswer([page(), page({ _id: 'p2', title: 'Fees', slug: 'fees' })]));
    fakeApi.reply('DELETE', '/content/p1', null);
    fakeApi.fail('DELETE', '/content/p2', 500);
    const { user } = renderContent();
    await user.click(await screen.findByRole('button', { name: /Uniform policy/ }));
    await user.click(within(screen.getByRole('region', { name: 'Uniform policy' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete “Uniform policy”?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Uniform policy/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Fees/ }));
    await user.click(within(screen.getByRole('region', { name: 'Fees' })).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Fees”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete content. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });

  it('lists the page’s earlier versions and restores one into the form, saying so', async () => {
    fakeApi.reply('GET', '/content', pageAnswer([page()]));
    fakeApi.reply('GET', REVISIONS, [revisionSummary({ title: 'School uniform' })]);
    fakeApi.reply('POST', `${REVISIONS}/r1/restore`, page({ title: 'School uniform', version: 5 }));
    const { user } = renderContent();
    const form = await openEdit(user);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Uniform policy');
    await user.click(screen.getByRole('button', { name: 'Revisions' }));
    const dialog = screen.getByRole('dialog', { name: 'Revisions' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore this version?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeTruthy();
    // The form opens afresh with the values the restore saved, not the ones it was opened with.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('School uniform');
    expect(fakeApi.calls('POST', `${REVISIONS}/r1/restore`)).toHaveLength(1);
  });
});
