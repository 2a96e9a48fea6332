import type { StaffMember } from '@school/shared/staff-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { StaffPage } from './staff-page';
import { inviteStaffSchema, STAFF_MESSAGES } from '@school/shared/staff-schemas';
import { NOT_ALLOWED_TEXT } from './staff-texts';

const SUPERADMIN = { name: 'Sister Mary', role: 'superadmin', email: 'mary@school.example' };

const member = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: 'u2',
  name: 'Ravi Teacher',
  email: 'ravi@school.example',
  role: 'admin',
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const chooseAction = async (user: ReturnType<typeof renderAdmin>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
};

describe('/admin/staff', () => {
  it('waits for the server’s word on the role before refusing, and asks nothing meanwhile', () => {
    renderAdmin(<StaffPage />, { confirmed: false });
    expect(screen.getByRole('progressbar', { name: 'Loading the staff list' })).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('tells an admin that only a superadmin manages staff, without asking the server', () => {
    renderAdmin(<StaffPage />);
    expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('refuses too when the server says the member is no longer a superadmin (403)', async () => {
    fakeApi.fail('GET', '/staff', 403, 'Forbidden');
    renderAdmin(<StaffPage />, { user: SUPERADMIN });
    expect(await screen.findByText(NOT_ALLOWED_TEXT)).toBeTruthy();
  });

  it('shows a spinner, then the load error with "Try again"', async () => {
    fakeApi.fail('GET', '/staff', 500, undefined, 'once');
    fakeApi.reply('GET', '/staff', [member()]);
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    expect(screen.getByRole('progressbar', { name: 'Loading the staff list' })).toBeTruthy();
    expect(await screen.findByText('The staff list could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ravi Teacher' })).toBeTruthy();
  });

  it('promotes a member, says so and loads the list again', async () => {
    fakeApi.reply('GET', '/staff', [member()], 'once');
    fakeApi.reply('GET', '/staff', [member({ role: 'superadmin' })]);
    fakeApi.reply('PUT', '/staff/u2/role', member({ role: 'superadmin' }));
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await chooseAction(user, 'Ravi Teacher', 'Make superadmin');
    expect(await screen.findByText('Ravi Teacher is now a superadmin.')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/staff/u2/role')[0]?.body).toEqual({ role: 'superadmin' });
    expect(fakeApi.calls('GET', '/staff')).toHaveLength(2);
  });

  it('shows the server’s refusal above the list, which can be closed', async () => {
    fakeApi.reply('GET', '/staff', [member({ role: 'superadmin' })]);
    fakeApi.fail('PUT', '/staff/u2/role', 409, 'The school needs at least one active superadmin.');
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await chooseAction(user, 'Ravi Teacher', 'Make admin');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The school needs at least one active superadmin.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The school needs at least one active superadmin.')).toBeNull();
  });

  // The server's guards (routes/staff.test.ts, "keeps the last active superadmin") as the only
  // superadmin sees them on their own row: each refusal in words, and nothing changed on screen.
  it('tells the only superadmin why they can neither step down nor remove their own account, and the row still reads Superadmin', async () => {
    const own = member({ id: 'u1', name: 'Sister Mary', email: SUPERADMIN.email, role: 'superadmin' });
    fakeApi.reply('GET', '/staff', [own]);
    fakeApi.fail('PUT', '/staff/u1/role', 409, STAFF_MESSAGES.lastSuperadmin);
    fakeApi.fail('DELETE', '/staff/u1', 400, STAFF_MESSAGES.notYourself);
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await chooseAction(user, 'Sister Mary', 'Make admin');
    expect((await screen.findByRole('alert')).textContent).toContain(STAFF_MESSAGES.lastSuperadmin);
    await chooseAction(user, 'Sister Mary', 'Remove');
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Sister Mary?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(STAFF_MESSAGES.notYourself)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(STAFF_MESSAGES.notYourself);
    expect(fakeApi.calls('DELETE', '/staff/u1')).toHaveLength(1);
    expect(screen.queryByText('Sister Mary was removed.')).toBeNull();
    expect(screen.getByTestId('staff-row').textContent).toContain('Superadmin');
  });

  it('removes a member only after the question', async () => {
    fakeApi.reply('GET', '/staff', [member()], 'once');
    fakeApi.reply('GET', '/staff', []);
    fakeApi.reply('DELETE', '/staff/u2', null);
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await chooseAction(user, 'Ravi Teacher', 'Remove');
    const dialog = screen.getByRole('dialog', { name: 'Remove Ravi Teacher?' });
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Teacher was removed.')).toBeTruthy();
    expect(await screen.findByText('No staff accounts yet.')).toBeTruthy();
  });

  it('invites a member, and shows the server’s words when the invitation fails', async () => {
    fakeApi.reply('GET', '/staff', []);
    fakeApi.fail('POST', '/staff', 409, 'A staff account with this e-mail already exists.', 'once');
    fakeApi.reply('POST', '/staff', member({ status: 'invited' }));
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: 'Add a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Ravi Teacher');
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('ravi@school.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A staff account with this e-mail already exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ravi@school.example')).toBeTruthy();
    expect(fakeApi.calls('POST', '/staff')[1]?.body).toEqual({ name: 'Ravi Teacher', email: 'ravi@school.example', role: 'admin' });
  });

  it('marks what is missing or wrong beside its box and sends nothing; Cancel forgets the typing', async () => {
    fakeApi.reply('GET', '/staff', []);
    const { user } = renderAdmin(<StaffPage />, { user: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: 'Add a member' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a member' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // The messages are the shared schema's, the same the server answers with.
    const issues = inviteStaffSchema.safeParse({ name: '', email: 'not an address', role: 'admin' }).error?.issues ?? [];
    const message = (field: string) => issues.find((issue) => issue.path[0] === field)?.message ?? `no message for ${field}`;
    expect(within(dialog).getByText(message('name'))).toBeTruthy();
    expect(within(dialog).getByText(message('email'))).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls('POST', '/staff')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Add a member' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a member' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('');
    expect(within(dialog).queryByText(message('email'))).toBeNull();
  });
});
