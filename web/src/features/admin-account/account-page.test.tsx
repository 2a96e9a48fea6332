import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-storage';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AccountPage } from './account-page';
import { PASSWORDS_DIFFER } from './change-password-form';

type User = ReturnType<typeof renderAdmin>['user'];

const fillPasswords = async (user: User, current: string, next: string, again: string) => {
  for (const [label, text] of [
    [/^Current password/, current],
    [/^New password/, next],
    [/^Confirm new password/, again],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('/admin/account', () => {
  it('changes the password, keeps the new session and empties the fields', async () => {
    const member = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };
    fakeApi.reply('PUT', '/auth/updatepassword', { success: true, token: 'new-token', user: member });
    const { user } = renderAdmin(<AccountPage />);
    await fillPasswords(user, 'old secret', 'a new secret', 'a new secret');
    expect(await screen.findByText('Password changed. You have been signed out on your other devices.')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/auth/updatepassword')[0]?.body).toEqual({ currentPassword: 'old secret', newPassword: 'a new secret' });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', '');
  });

  it('asks nothing of the server when the two new passwords differ', async () => {
    const { user } = renderAdmin(<AccountPage />);
    await fillPasswords(user, 'old secret', 'a new secret', 'another one');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows the server’s words when the change is refused, keeping what was typed', async () => {
    fakeApi.fail('PUT', '/auth/updatepassword', 400, 'Current password is incorrect');
    const { user } = renderAdmin(<AccountPage />);
    await fillPasswords(user, 'wrong', 'a new secret', 'a new secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', 'a new secret');
  });

  it('signs out everywhere only after the question, forgetting this session too', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    fakeApi.reply('POST', '/auth/logout-everywhere', null);
    const { user } = renderAdmin(<AccountPage />);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(fakeApi.calls()).toHaveLength(0);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }),
    );
    await vi.waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
  });

  it('says when signing out everywhere failed, and stays signed in', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    fakeApi.fail('POST', '/auth/logout-everywhere', 500);
    const { user } = renderAdmin(<AccountPage />);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Could not sign you out everywhere. Please try again.');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token');
  });
});
