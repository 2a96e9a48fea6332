import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentView } from '../../test/documents';
import { newsItem, newsPage } from '../../test/news-items';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminNewsPage } from './admin-news-page';

// A news item's linked document (issue 35, item 7): chosen from the library in the item's form,
// sent as its slug with the item, and removed again with "Remove the link".

const editForm = () => screen.getAllByRole('region', { name: 'Edit Item' }).find((region) => region.querySelector('form'))!;
const sent = (method: 'POST' | 'PUT', path: string) => {
  const body = fakeApi.calls(method, path)[0]?.body;
  return body instanceof FormData ? body.get('documentSlug') : undefined;
};
const linked = (form: HTMLElement) =>
  within(within(form).getByRole('group', { name: 'Linked document (optional)' })).getByTestId('linked-document');

describe('/admin/news: a linked document', () => {
  it('is chosen from the library, named by its title, and sent as its slug with the new item', async () => {
    fakeApi.reply('GET', '/events', newsPage([]));
    fakeApi.reply('GET', '/documents', pageAnswer([documentView({ title: 'Fee structure 2026-27', slug: 'fee-structure-2026-27' })]));
    fakeApi.reply('POST', '/events', newsItem());
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add News' }));
    const form = screen.getByRole('region', { name: 'Create New News' });
    expect(linked(form).textContent).toBe('None');
    await user.click(within(form).getByRole('textbox', { name: 'Title' }));
    await user.paste('Fees for 2026-27');
    await user.click(within(form).getByRole('textbox', { name: 'Description' }));
    await user.paste('The fee structure is out.');
    await user.click(within(form).getByRole('button', { name: 'Choose a document' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^Fee structure 2026-27/ }));
    expect(linked(form).textContent).toBe('Fee structure 2026-27');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Item created successfully!')).toBeTruthy();
    expect(sent('POST', '/events')).toBe('fee-structure-2026-27');
  });

  it('shows the address of a document linked before, and "Remove the link" sends none', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem({ documentSlug: 'holiday-list-2026-27' })]));
    fakeApi.reply('PUT', '/events/e1', newsItem());
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    const form = editForm();
    expect(linked(form).textContent).toBe('/documents/holiday-list-2026-27');
    await user.click(within(form).getByRole('button', { name: 'Remove the link' }));
    expect(linked(form).textContent).toBe('None');
    expect(within(form).queryByRole('button', { name: 'Remove the link' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Item updated successfully!')).toBeTruthy();
    expect(sent('PUT', '/events/e1')).toBe('');
  });

  it('keeps the link of an item whose form is saved without touching it', async () => {
    fakeApi.reply('GET', '/events', newsPage([newsItem({ documentSlug: 'holiday-list-2026-27' })]));
    fakeApi.reply('PUT', '/events/e1', newsItem());
    const { user } = renderAdmin(<AdminNewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sports day results' }));
    await user.click(within(editForm()).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Item updated successfully!')).toBeTruthy();
    expect(sent('PUT', '/events/e1')).toBe('holiday-list-2026-27');
  });
});
