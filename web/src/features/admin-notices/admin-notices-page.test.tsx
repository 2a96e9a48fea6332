import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentView } from '../../test/documents';
import { pageAnswer } from '../../test/page-answer';
import { fill } from '../../test/fill';
import { adminNotice } from '../../test/notices';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminNoticesPage } from './admin-notices-page';

const notice = adminNotice;

const openEdit = async (user: ReturnType<typeof renderAdmin>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Edit notice: School closed on Friday' }));
  return screen.getByRole('region', { name: 'Edit notice' });
};

describe('/admin/notices', () => {
  it('shows a spinner until the list answers', () => {
    fakeApi.hang('GET', '/notices');
    renderAdmin(<AdminNoticesPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading the notices' })).toBeTruthy();
  });

  it('shows the load error and loads again on "Try again"', async () => {
    fakeApi.fail('GET', '/notices', 500, undefined, 'once');
    fakeApi.reply('GET', '/notices', [notice()]);
    const { user } = renderAdmin(<AdminNoticesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The notices could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('School closed on Friday')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('posts a new notice, says so and shows the list again', async () => {
    fakeApi.reply('GET', '/notices', [], 'once');
    fakeApi.reply('GET', '/notices', [notice()]);
    fakeApi.reply('POST', '/notices', notice());
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    await user.click(screen.getByRole('textbox', { name: /Notice text/ }));
    await user.paste('School closed on Friday');
    await user.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText('Notice saved. It shows on the site now.')).toBeTruthy();
    expect(await screen.findByText('School closed on Friday')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New notice' })).toBeNull();
    expect(fakeApi.calls('POST', '/notices')[0]?.body).toMatchObject({ text: 'School closed on Friday', kind: 'information' });
  });

  it('links a document chosen from the library: its page as the link, its title as the empty link text', async () => {
    fakeApi.reply('GET', '/notices', []);
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.reply('POST', '/notices', notice());
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('region', { name: 'New notice' });
    await user.click(within(form).getByRole('textbox', { name: /Notice text/ }));
    await user.paste('The holiday list is out');
    await user.click(within(form).getByRole('button', { name: 'Choose a document' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^Holiday list 2026-27/ }));
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Link (optional)' }).value).toBe('/documents/holiday-list-2026-27');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Link text (optional)' }).value).toBe('Holiday list 2026-27');
    await user.click(within(form).getByRole('button', { name: 'Post notice' }));
    await screen.findByText('Notice saved. It shows on the site now.');
    expect(fakeApi.calls('POST', '/notices')[0]?.body).toMatchObject({
      link: '/documents/holiday-list-2026-27',
      linkLabel: 'Holiday list 2026-27',
    });
  });

  it('keeps the link text staff wrote when they choose a document, and still takes a link typed by hand', async () => {
    fakeApi.reply('GET', '/notices', [notice({ link: 'https://school.example/fog', linkLabel: 'Read the circular' })]);
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    fakeApi.reply('PUT', '/notices/n1', notice());
    const { user } = renderAdmin(<AdminNoticesPage />);
    const form = await openEdit(user);
    const link = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Link (optional)' });
    await user.click(within(form).getByRole('button', { name: 'Choose a document' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^Holiday list 2026-27/ }));
    expect([link.value, within(form).getByRole<HTMLInputElement>('textbox', { name: 'Link text (optional)' }).value]).toEqual([
      '/documents/holiday-list-2026-27',
      'Read the circular',
    ]);
    await fill(user, link, '/contact');
    await user.click(within(form).getByRole('button', { name: 'Save notice' }));
    await waitFor(() =>
      expect(fakeApi.calls('PUT', '/notices/n1')[0]?.body).toMatchObject({ link: '/contact', linkLabel: 'Read the circular' }),
    );
  });

  it('marks an empty notice text and sends nothing, and the mark goes as staff correct it', async () => {
    fakeApi.reply('GET', '/notices', []);
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('region', { name: 'New notice' });
    const text = within(form).getByRole('textbox', { name: /Notice text/ });
    const help = 'Shown on one line at the top of every page; at most';
    expect(within(form).getByText(/When the notice starts to show\./)).toBeTruthy();
    expect(within(form).getByText(/When it disappears from the site/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Post notice' }));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText(new RegExp(help))).toBeNull();
    expect(fakeApi.calls('POST', '/notices')).toEqual([]);
    await user.click(text);
    await user.paste('School closed on Friday');
    expect(text.getAttribute('aria-invalid')).toBe('false');
    expect(within(form).getByText(new RegExp(help))).toBeTruthy();
  });

  it('sends the version it opened and keeps the form open with the server’s text when the save fails', async () => {
    fakeApi.reply('GET', '/notices', [notice()]);
    fakeApi.fail('PUT', '/notices/n1', 500, 'The notice store is read-only today.');
    const { user } = renderAdmin(<AdminNoticesPage />);
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Save notice' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The notice store is read-only today.');
    expect(fakeApi.calls('PUT', '/notices/n1')[0]?.body).toMatchObject({ version: 3 });
    expect(within(form).getByRole('button', { name: 'Save notice' })).toHaveProperty('disabled', false);
  });

  it('shows the 409 words when someone else saved the notice since it was opened', async () => {
    const stale = 'Someone else changed this notice since you opened it. Reload to see their version.';
    fakeApi.reply('GET', '/notices', [notice()]);
    fakeApi.fail('PUT', '/notices/n1', 409, stale);
    const { user } = renderAdmin(<AdminNoticesPage />);
    const form = await openEdit(user);
    await user.click(within(form).getByRole('button', { name: 'Save notice' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(stale);
  });

  it('deletes a notice only after the question, then shows the list without it', async () => {
    fakeApi.reply('GET', '/notices', [notice()], 'once');
    fakeApi.reply('GET', '/notices', []);
    fakeApi.reply('DELETE', '/notices/n1', null);
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete notice: School closed on Friday' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this notice?' });
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notice deleted.')).toBeTruthy();
    expect(await screen.findByText(/No notices yet/)).toBeTruthy();
    expect(fakeApi.calls('DELETE', '/notices/n1')).toHaveLength(1);
  });

  it('says when a delete fails and keeps the row', async () => {
    fakeApi.reply('GET', '/notices', [notice()]);
    fakeApi.fail('DELETE', '/notices/n1', 500);
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete notice: School closed on Friday' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The notice could not be deleted. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete notice: School closed on Friday' })).toHaveProperty('disabled', false),
    );
  });
});
