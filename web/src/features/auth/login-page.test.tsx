import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_TEXT } from '../../lib/api-error';
import { AUTH_TOKEN_KEY, getUser } from '../../lib/auth-storage';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute } from '../../test/routes';
import { LoginPage } from './login-page';

type User = ReturnType<typeof renderAdmin>['user'];

const MEMBER = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };

const openLogin = () => renderAdmin(atRoute('/admin/login', <LoginPage schoolName="Green Valley School" />), { route: '/admin/login' });

const signIn = async (user: User, email: string, password: string) => {
  if (email) {
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste(email);
  }
  if (password) {
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste(password);
  }
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

/** The alert above the form, once the answer has come. */
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('/admin/login', () => {
  it('shows the form with its two required fields and the school’s name', () => {
    openLogin();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByText('Green Valley School staff portal')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('required', true);
    expect(document.title).toBe('Admin Login · Green Valley School');
  });

  it('says which fields are missing, asking nothing of the server', async () => {
    const { user } = openLogin();
    await signIn(user, '', '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('says an e-mail address is not one before asking the server', async () => {
    const { user } = openLogin();
    await signIn(user, 'not-an-email', 'secret');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('signs in with the e-mail as the server keeps it, stores the session and opens the dashboard', async () => {
    fakeApi.reply('POST', '/auth/login', { success: true, token: 'the-token', user: MEMBER });
    const { user } = openLogin();
    await signIn(user, ' Asha@School.example ', 'secret');
    expect(await reachedRoute()).toBe('/admin/dashboard');
    expect(fakeApi.calls('POST', '/auth/login')[0]?.body).toEqual({ email: 'asha@school.example', password: 'secret' });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('the-token');
    expect(getUser()).toEqual(MEMBER);
  });

  it('goes straight to the dashboard when already signed in', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    openLogin();
    expect(await reachedRoute()).toBe('/admin/dashboard');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('shows "Invalid email or password" on a 401, stores nothing and stays on the form', async () => {
    fakeApi.fail('POST', '/auth/login', 401, 'Invalid email or password');
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'wrong');
    expect(await alertText()).toBe('Invalid email or password');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'asha@school.example');
  });

  it('says the same when a 401 carries no text of its own', async () => {
    fakeApi.fail('POST', '/auth/login', 401);
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'wrong');
    expect(await alertText()).toBe('Invalid email or password');
  });

  it('shows the server’s wait when sign-ins are throttled (429)', async () => {
    const wait = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    fakeApi.fail('POST', '/auth/login', 429, wait);
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    expect(await alertText()).toBe(wait);
  });

  it('shows the server’s words for a server error', async () => {
    fakeApi.fail('POST', '/auth/login', 500, 'Something went wrong on our side. Please try again later.');
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    expect(await alertText()).toBe('Something went wrong on our side. Please try again later.');
  });

  it('does not blame the password when a gateway fails without a text (502)', async () => {
    fakeApi.fail('POST', '/auth/login', 502);
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    expect(await alertText()).toBe('Could not sign in. Please try again later.');
  });

  it('says when the server cannot be reached', async () => {
    fakeApi.on('POST', '/auth/login', () => {
      throw new ApiError(0, null, NETWORK_ERROR_TEXT);
    });
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    expect(await alertText()).toBe(NETWORK_ERROR_TEXT);
  });

  it('refuses an answer without a session, staying signed out', async () => {
    fakeApi.reply('POST', '/auth/login', { success: true, token: '', user: MEMBER });
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    expect(await alertText()).toBe('Invalid login response from server');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('disables the button and shows it working while the answer is on its way, asking once', async () => {
    fakeApi.hang('POST', '/auth/login');
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'secret');
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // Enter in a field is the other way to send the form again.
    await user.click(screen.getByLabelText(/^Password/));
    await user.keyboard('{Enter}');
    expect(fakeApi.calls('POST', '/auth/login')).toHaveLength(1);
  });

  it('clears the previous error when trying again', async () => {
    fakeApi.fail('POST', '/auth/login', 401, 'Invalid email or password', 'once');
    fakeApi.hang('POST', '/auth/login');
    const { user } = openLogin();
    await signIn(user, 'asha@school.example', 'wrong');
    expect(await alertText()).toBe('Invalid email or password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens "Forgot password?" from its link', async () => {
    const { user } = openLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await reachedRoute()).toBe('/admin/forgot-password');
  });

  it('links back to the website', () => {
    openLogin();
    expect(screen.getByRole('link', { name: 'Back to the website' }).getAttribute('href')).toBe('/');
  });
});
