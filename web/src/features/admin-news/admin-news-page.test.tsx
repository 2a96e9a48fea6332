import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsItem, newsPage } from '../../test/news-items';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminNewsPage } from './admin-news-page';

/** The form panel; while it is open the list's heading says "Edit Item" too. */
const editForm = () => screen.getAllByRole('region', { name: 'Edit Item' }).find((region) => region.querySelector('form'))!;

const fieldOf = (form: unknown, name: string) => (form instanceof FormData ? form.get(name) : undefined);

describe('/admin/news', () => {
  it('says it is loading until the tab’s list answers', () => {
    fakeApi.hang('GET', '/events');
    renderAdmin(<AdminNewsPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the server’s load error as it is, without the list', async () => {
    fakeApi.fail('GET', '/events', 500, 'The news store is down.');
    renderAdmin(<AdminNewsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The news store is down.');
    expect(screen.queryByText('No news yet. Add the first item.')).toBeNull();
  });

  it('asks for the events when the Events tab is chosen', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem()]));
    const { user } = renderAdmin(<AdminNewsPage />);
    await screen.findByText('Sports day results');
    await user.click(screen.getByRole('button', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'All Events' })).toBeTruthy();
    expect(fakeApi.calls('GET', '/events').map((call) => call.query?.type)).toEqual(['news', 'event']);
  });

  it('creates an item, says so, closes the form and loads the list again', async () => {
    fakeApi.reply('GET', '/events', newsPage([]), 'once');
    fakeApi.reply('GET', '/events', newsPage([newsItem()]));
    fakeApi.reply('POST', '/events', newsItem());
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add News' }));
    const form = screen.getByRole('region', { name: 'Create New News' });
    // Pasted rather than typed: a keystroke renders the whole form again, slow on a busy machine.
    await user.click(within(form).getByRole('textbox', { name: 'Title' }));
    await user.paste('Sports day results');
    await user.click(within(form).getByRole('textbox', { name: 'Description' }));
    await user.paste('Blue house won.');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Item created successfully!')).toBeTruthy();
    expect(await screen.findByText('Sports day results')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Create New News' })).toBeNull();
    expect(fieldOf(fakeApi.calls('POST', '/events')[0]?.body, 'title')).toBe('Sports day results');
  });

  it('keeps the form of another row opened while a save was on its way, after that save succeeds', async () => {
    const fair = newsItem({ _id: 'e2', title: 'Annual fair', slug: 'annual-fair' });
    fakeApi.reply('GET', '/events', newsPage([newsItem(), fair]));
    let answer: (saved: unknown) => void = () => undefined;
    fakeApi.on('PUT', '/events/e1', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    await user.click(within(editForm()).getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Edit Annual fair' }));
    answer(newsItem({ version: 3 }));
    expect(await screen.findByText('Item updated successfully!')).toBeTruthy();
    // The save's success closes the form it was sent from, not the one staff opened since.
    expect(within(editForm()).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Annual fair');
  });

  it('keeps the form of another row opened while a delete of the row shown was on its way', async () => {
    const fair = newsItem({ _id: 'e2', title: 'Annual fair', slug: 'annual-fair' });
    fakeApi.reply('GET', '/events', newsPage([newsItem(), fair]));
    let answer: (deleted: unknown) => void = () => undefined;
    fakeApi.on('DELETE', '/events/e1', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    await user.click(screen.getByRole('button', { name: 'Delete Sports day results' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Edit Annual fair' }));
    answer(null);
    expect(await screen.findByText('Item deleted successfully!')).toBeTruthy();
    // The delete closes the form that showed its item, not the one staff opened since.
    expect(within(editForm()).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Annual fair');
  });

  it('shows its own text, not the server’s, when a save fails for another reason than a conflict', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem()]));
    fakeApi.fail('PUT', '/events/e1', 500, 'SQLITE_BUSY');
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    const form = editForm();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to save. Please try again.');
    expect(screen.getAllByText('Failed to save. Please try again.')).toHaveLength(2); // the form's and the toast
    // The form stays open with what staff typed, to try again.
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Sports day results');
    expect(fieldOf(fakeApi.calls('PUT', '/events/e1')[0]?.body, 'version')).toBe('2');
  });

  it('shows the 409 words when someone else saved the item since it was opened', async () => {
    const stale = 'Someone else saved this item since you opened it. Reload to see their changes.';
    fakeApi.reply('GET', '/events', newsPage([newsItem()]));
    fakeApi.fail('PUT', '/events/e1', 409, stale);
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    const form = editForm();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(stale);
  });

  it('deletes after the question and offers Undo', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem()]), 'once');
    fakeApi.reply('GET', '/events', newsPage([]));
    fakeApi.reply('DELETE', '/events/e1', null);
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sports day results' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Sports day results”?' });
    expect(within(dialog).getByText(/Are you sure you want to delete this item\? You can restore it from the trash/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(await screen.findByText('No news yet. Add the first item.')).toBeTruthy();
  });

  it('says when a delete fails, above the list and in a toast', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem()]));
    fakeApi.fail('DELETE', '/events/e1', 500, 'disk full');
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sports day results' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The alert above the list and the toast.
    expect(await screen.findAllByText('Failed to delete. Please try again.')).toHaveLength(2);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to delete. Please try again.');
    expect(screen.getByText('Sports day results')).toBeTruthy();
  });
});
