import type { AnnouncementView } from '@school/shared/mailing-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminNotice } from '../../test/notices';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminNoticesPage } from './admin-notices-page';

// "Email subscribers" in the notice form (issue 39): ticked by default for a closure or an emergency,
// announced after the save; an announced notice says how its mails stand; its mail can be previewed.

const notice = adminNotice;

const announcement = (over: Partial<AnnouncementView> = {}): AnnouncementView => ({
  _id: 'notice-n1',
  kind: 'notice',
  itemId: 'n1',
  topic: 'notices',
  title: 'School closed on Friday',
  by: 'Staff',
  createdAt: '2026-11-27T03:30:00.000Z',
  dueAt: '2026-11-27T03:30:00.000Z',
  digest: null,
  state: 'queued',
  counts: { queued: 0, sending: 0, sent: 312, failed: 2, dropped: 0 },
  ...over,
});

const box = (form: HTMLElement) => within(form).getByRole('checkbox', { name: /Email subscribers/ });

describe('/admin/notices: email subscribers', () => {
  it('ticks the box for a closure, not for information, and announces the notice after the save', async () => {
    fakeApi.reply('GET', '/notices', []);
    fakeApi.reply('POST', '/notices', notice({ _id: 'n9' }));
    fakeApi.reply(
      'POST',
      '/announcements',
      announcement({ itemId: 'n9', state: 'queued', counts: { queued: 40, sending: 0, sent: 0, failed: 0, dropped: 0 } }),
    );
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('region', { name: 'New notice' });
    expect(box(form)).toHaveProperty('checked', false);
    expect(within(form).queryByRole('button', { name: 'Preview the email' })).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: /Closure/ }));
    expect(box(form)).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('textbox', { name: /Notice text/ }));
    await user.paste('School closed today: heavy fog');
    await user.click(within(form).getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText('40 waiting.', { exact: false })).toBeTruthy();
    expect(fakeApi.calls('POST', '/announcements')[0]?.body).toEqual({ kind: 'notice', id: 'n9' });
  });

  it('announces nothing when the box is unticked', async () => {
    fakeApi.reply('GET', '/notices', []);
    fakeApi.reply('POST', '/notices', notice());
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('region', { name: 'New notice' });
    await user.click(within(form).getByRole('textbox', { name: /Notice text/ }));
    await user.paste('Sports day photos are up');
    await user.click(within(form).getByRole('button', { name: 'Post notice' }));
    await screen.findByText('Notice saved. It shows on the site now.');
    expect(fakeApi.calls('POST', '/announcements')).toEqual([]);
  });

  it('says the notice is saved but not mailed when the announcement fails', async () => {
    fakeApi.reply('GET', '/notices', []);
    fakeApi.reply('POST', '/notices', notice({ _id: 'n9' }));
    fakeApi.fail('POST', '/announcements', 400, 'Publish it first: a draft or an ended notice is mailed to nobody.');
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('region', { name: 'New notice' });
    await user.click(within(form).getByRole('textbox', { name: /Notice text/ }));
    await user.paste('Closed');
    await user.click(box(form));
    await user.click(within(form).getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText(/Saved, but subscribers could not be emailed: Publish it first/)).toBeTruthy();
  });

  it('shows how an announced notice’s mails stand, and previews its mail in Hindi', async () => {
    fakeApi.reply('GET', '/notices', [notice()]);
    fakeApi.reply('GET', '/announcements/notice/n1', announcement());
    fakeApi.on('GET', '/announcements/notice/n1/preview', ({ query }) => ({
      subject: query?.locale === 'hi' ? 'अवकाश: शुक्रवार को स्कूल बंद – School' : 'Closure: School closed on Friday – School',
      text: 'Read more',
      headers: { 'List-Unsubscribe': '<…>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }));
    const { user } = renderAdmin(<AdminNoticesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit notice: School closed on Friday' }));
    const form = screen.getByRole('region', { name: 'Edit notice' });
    expect(await within(form).findByText('Sent to 312, 2 failed.')).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: /Email subscribers/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Preview the email' }));
    const dialog = await screen.findByRole('dialog', { name: 'The email to subscribers' });
    expect(await within(dialog).findByText('Closure: School closed on Friday – School')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hindi' }));
    expect(await within(dialog).findByText('अवकाश: शुक्रवार को स्कूल बंद – School')).toBeTruthy();
  });
});
