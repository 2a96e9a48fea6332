import { STAFF_MESSAGES, type PasswordLinkView } from '@school/shared/staff-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, getUser } from '../../lib/auth-storage';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute } from '../../test/routes';
import { SetPasswordPage } from './set-password-page';

type User = ReturnType<typeof renderAdmin>['user'];

const INVITE: PasswordLinkView = { purpose: 'invite', name: 'Ravi Teacher', email: 'ravi@school.example' };
const MEMBER = { name: 'Ravi Teacher', role: 'admin', email: 'ravi@school.example' };

/** The page as a mailed link opens it: the token in the fragment. */
const openLink = (hash = '#token=link-secret') =>
  renderAdmin(atRoute('/admin/set-password', <SetPasswordPage schoolName="Green Valley School" />), {
    route: `/admin/set-password${hash}`,
  });

const choosePasswords = async (user: User, password: string, again: string) => {
  await user.click(await screen.findByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm new password/));
  await user.paste(again);
  await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
};

const expectDeadLink = async () => {
  expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.linkInvalid);
  expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/admin/forgot-password');
  expect(screen.queryByLabelText(/^New password/)).toBeNull();
};

describe('/admin/set-password', () => {
  it('checks the link first, showing a spinner', () => {
    fakeApi.hang('POST', '/auth/password-link');
    openLink();
    expect(screen.getByRole('progressbar', { name: 'Checking your link' })).toBeTruthy();
    expect(fakeApi.calls('POST', '/auth/password-link')[0]?.body).toEqual({ token: 'link-secret' });
    expect(document.title).toBe('Set your password · Green Valley School');
  });

  it('welcomes a new member by name for an invitation', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    openLink();
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ravi Teacher. Choose a password for ravi@school.example.')).toBeTruthy();
  });

  it('asks for a new password, without a welcome, for a reset', async () => {
    fakeApi.reply('POST', '/auth/password-link', { ...INVITE, purpose: 'reset' });
    openLink();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('Choose a new password for ravi@school.example.')).toBeTruthy();
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });

  it('says an expired or used link no longer works (400), offering a new one', async () => {
    fakeApi.fail('POST', '/auth/password-link', 400, STAFF_MESSAGES.linkInvalid);
    openLink();
    await expectDeadLink();
  });

  it('says so at once for a link without its token, asking nothing', async () => {
    openLink('');
    await expectDeadLink();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('says when the link could not be checked, and checks again on "Try again"', async () => {
    fakeApi.fail('POST', '/auth/password-link', 503, undefined, 'once');
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    const { user } = openLink();
    expect(await screen.findByText('The link could not be checked.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Welcome, Ravi Teacher\./)).toBeTruthy();
  });

  it('shows the spinner again while "Try again" checks, like every other screen’s retry', async () => {
    fakeApi.fail('POST', '/auth/password-link', 503, undefined, 'once');
    fakeApi.hang('POST', '/auth/password-link');
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Checking your link' })).toBeTruthy();
    expect(screen.queryByText('The link could not be checked.')).toBeNull();
  });

  it('says when the server answered something else than a link', async () => {
    fakeApi.reply('POST', '/auth/password-link', { ...INVITE, purpose: 'something else' });
    openLink();
    expect(await screen.findByText('Invalid data received from server')).toBeTruthy();
  });

  it('saves the password, signs in and opens the dashboard', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    fakeApi.reply('POST', '/auth/set-password', { success: true, token: 'new-session', user: MEMBER });
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'a long secret');
    expect(await reachedRoute()).toBe('/admin/dashboard');
    expect(fakeApi.calls('POST', '/auth/set-password')[0]?.body).toEqual({ token: 'link-secret', newPassword: 'a long secret' });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-session');
    expect(getUser()).toEqual(MEMBER);
  });

  it('says when the two passwords differ, asking nothing', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'another secret');
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(fakeApi.calls('POST', '/auth/set-password')).toHaveLength(0);
  });

  it('says when the password is too short, asking nothing', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    const { user } = openLink();
    await choosePasswords(user, 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fakeApi.calls('POST', '/auth/set-password')).toHaveLength(0);
  });

  it('says the password could not be saved, keeping the form and signed out', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    fakeApi.fail('POST', '/auth/set-password', 500);
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'a long secret');
    expect((await screen.findByRole('alert')).textContent).toBe('The password could not be saved. Please try again.');
    expect(screen.getByRole('button', { name: 'Save password and sign in' })).toHaveProperty('disabled', false);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('says the link no longer works when it was used meanwhile', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    fakeApi.fail('POST', '/auth/set-password', 400, STAFF_MESSAGES.linkInvalid);
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'a long secret');
    await expectDeadLink();
  });

  it('refuses an answer without a session, staying signed out', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    fakeApi.reply('POST', '/auth/set-password', { success: true });
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'a long secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login response from server');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('disables the button while saving', async () => {
    fakeApi.reply('POST', '/auth/password-link', INVITE);
    fakeApi.hang('POST', '/auth/set-password');
    const { user } = openLink();
    await choosePasswords(user, 'a long secret', 'a long secret');
    expect(screen.getByRole('button', { name: 'Save password and sign in' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
