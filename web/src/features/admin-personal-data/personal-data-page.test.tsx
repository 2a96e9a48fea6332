import type { PersonalDataFound } from '@school/shared/personal-data-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { PersonalDataPage } from './personal-data-page';
import { ERASE_TITLE, IDLE_TEXT, NOT_ALLOWED_TEXT, NOTHING_FOUND_TEXT } from './personal-data-texts';

const SUPERADMIN = { name: 'Sister Mary', role: 'superadmin', email: 'mary@school.example' };
const EMAIL = 'harpreet@family.example';

const holdings = (messages: number): PersonalDataFound['holdings'] => [
  {
    holder: 'messages',
    label: 'Messages',
    records: Array.from({ length: messages }, (_, i) => ({
      id: `m${i + 1}`,
      at: '2026-11-20T05:30:00.000Z',
      fields: { name: 'Harpreet Kaur', email: EMAIL, subject: `Seat in class ${i + 3}`, consent: { noticeVersion: 3 } },
    })),
  },
  { holder: 'trash:message', label: 'Messages in the trash', records: [] },
  { holder: 'codes', label: 'Code records', records: [{ id: 'otps/abc', at: null, fields: { record: 'verification code' } }] },
];
const found = (messages: number): PersonalDataFound => ({ holdings: holdings(messages), total: messages + 1 });
const nothing: PersonalDataFound = { holdings: holdings(0).map((h) => ({ ...h, records: [] })), total: 0 };

async function search(user: ReturnType<typeof renderAdmin>['user'], email = EMAIL) {
  await fill(user, screen.getByRole('textbox', { name: 'E-mail address' }), email);
  await user.click(screen.getByRole('button', { name: 'Find records' }));
}

describe('/admin/personal-data', () => {
  it('tells an admin that only a superadmin may look, without asking the server', () => {
    renderAdmin(<PersonalDataPage />);
    expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('asks nothing before an address is entered, then sends it in the body, never the URL', async () => {
    fakeApi.reply('POST', '/personal-data/search', found(2));
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    expect(screen.getByText(IDLE_TEXT)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
    await search(user);
    expect(await screen.findByText(/3 records hold/)).toBeTruthy();
    expect(fakeApi.calls()).toEqual([expect.objectContaining({ method: 'POST', path: '/personal-data/search', body: { email: EMAIL } })]);
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByRole('heading', { name: 'Messages (2)' })).toBeTruthy();
    expect(within(messages).getByText('Seat in class 4')).toBeTruthy();
    // What a record came to carry (the consent given) is shown without the screen knowing of it.
    expect(within(messages).getAllByText('{"noticeVersion":3}')).toHaveLength(2);
    // A holder with nothing is not listed.
    expect(screen.queryByRole('region', { name: 'Messages in the trash' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Code records' })).toBeTruthy();
  });

  it('says when no record holds the address', async () => {
    fakeApi.reply('POST', '/personal-data/search', nothing);
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    await search(user);
    expect(await screen.findByText(new RegExp(NOTHING_FOUND_TEXT))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase all' })).toBeNull();
  });

  it("shows the server's reason for a bad address, and asks again on Try again", async () => {
    fakeApi.fail('POST', '/personal-data/search', 400, 'Invalid email address', 'once');
    fakeApi.reply('POST', '/personal-data/search', nothing);
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    await search(user, 'not-an-address');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(new RegExp(NOTHING_FOUND_TEXT))).toBeTruthy();
  });

  it('erases only after the confirmation, then shows what is left', async () => {
    fakeApi.reply('POST', '/personal-data/search', found(1), 'once');
    fakeApi.reply('POST', '/personal-data/search', nothing);
    fakeApi.reply('POST', '/personal-data/erase', { counts: [], summary: '1 message, 1 code record' });
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Erase all' }));
    const dialog = screen.getByRole('dialog', { name: ERASE_TITLE });
    expect(within(dialog).getByText(/All 2 records will be deleted for good/)).toBeTruthy();
    // Cancel is the safe answer and has the focus; cancelling erases nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls('POST', '/personal-data/erase')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Erase all' }));
    await user.click(within(screen.getByRole('dialog', { name: ERASE_TITLE })).getByRole('button', { name: 'Erase all' }));
    expect(await screen.findByText('Erased: 1 message, 1 code record')).toBeTruthy();
    expect(await screen.findByText(new RegExp(NOTHING_FOUND_TEXT))).toBeTruthy();
    expect(fakeApi.calls('POST', '/personal-data/erase')[0]?.body).toEqual({ email: EMAIL });
  });

  it('downloads by a POST of the address and the format, and shows why a download failed', async () => {
    fakeApi.reply('POST', '/personal-data/search', found(1));
    fakeApi.fail('POST', '/personal-data/export', 500, 'The server is busy', 'once');
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    expect(fakeApi.calls('POST', '/personal-data/export')[0]?.body).toEqual({ email: EMAIL, format: 'csv' });
  });

  it('corrects the name, and keeps the dialog open with the reason when refused', async () => {
    fakeApi.reply('POST', '/personal-data/search', found(1));
    fakeApi.fail('POST', '/personal-data/correct', 400, 'Give the corrected name or e-mail address', 'once');
    fakeApi.reply('POST', '/personal-data/correct', { counts: [], summary: '1 message' });
    const { user } = renderAdmin(<PersonalDataPage />, { user: SUPERADMIN });
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Correct name or address' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct name or address' });
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expect(await within(dialog).findByText('Give the corrected name or e-mail address')).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Corrected name' }), 'Harpreet Kaur Sandhu');
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expect(await screen.findByText('Corrected: 1 message')).toBeTruthy();
    expect(fakeApi.calls('POST', '/personal-data/correct')[1]?.body).toEqual({ email: EMAIL, name: 'Harpreet Kaur Sandhu' });
  });
});
