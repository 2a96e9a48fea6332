import { STAFF_MESSAGES } from '@school/shared/staff-schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_TEXT } from '../../lib/api-error';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute } from '../../test/routes';
import { ForgotPasswordPage } from './forgot-password-page';

type User = ReturnType<typeof renderAdmin>['user'];

const openPage = () =>
  renderAdmin(atRoute('/admin/forgot-password', <ForgotPasswordPage schoolName="Green Valley School" />), {
    route: '/admin/forgot-password',
  });

const askForLink = async (user: User, email: string) => {
  if (email) {
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste(email);
  }
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
};

describe('/admin/forgot-password', () => {
  it('shows the form with what it will do', () => {
    openPage();
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByText(/We will send it a link to choose a new password\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('required', true);
    expect(document.title).toBe('Forgot password · Green Valley School');
  });

  it('sends the e-mail as the server keeps it and answers the neutral confirmation in place of the form', async () => {
    fakeApi.reply('POST', '/auth/forgot-password', null);
    const { user } = openPage();
    await askForLink(user, ' Ravi@School.example ');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.forgotSent);
    expect(fakeApi.calls('POST', '/auth/forgot-password')[0]?.body).toEqual({ email: 'ravi@school.example' });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it('says the same, naming no address, for an e-mail that has no account', async () => {
    // The server answers alike for every address; the page must not add anything of its own.
    fakeApi.reply('POST', '/auth/forgot-password', null);
    const { user } = openPage();
    await askForLink(user, 'nobody@elsewhere.example');
    const confirmation = (await screen.findByRole('alert')).textContent;
    expect(confirmation).toBe(STAFF_MESSAGES.forgotSent);
    expect(confirmation).not.toContain('nobody@elsewhere.example');
  });

  it('says an e-mail is missing or not one, asking nothing of the server', async () => {
    const { user } = openPage();
    await askForLink(user, '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await askForLink(user, 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows the server’s wait when too many links were asked for (429), keeping the form', async () => {
    const wait = 'Too many reset links were asked for from this device. Please wait 10 minutes and try again.';
    fakeApi.fail('POST', '/auth/forgot-password', 429, wait);
    const { user } = openPage();
    await askForLink(user, 'ravi@school.example');
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ravi@school.example');
    expect(screen.queryByText(STAFF_MESSAGES.forgotSent)).toBeNull();
  });

  it('says the link could not be sent on a server error without a text, and sends on a second try', async () => {
    fakeApi.fail('POST', '/auth/forgot-password', 503, undefined, 'once');
    fakeApi.reply('POST', '/auth/forgot-password', null);
    const { user } = openPage();
    await askForLink(user, 'ravi@school.example');
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be sent. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.forgotSent);
  });

  it('shows the server’s words for a server error that has them', async () => {
    fakeApi.fail('POST', '/auth/forgot-password', 500, 'Something went wrong on our side. Please try again later.');
    const { user } = openPage();
    await askForLink(user, 'ravi@school.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again later.');
  });

  it('says when the server cannot be reached', async () => {
    fakeApi.on('POST', '/auth/forgot-password', () => {
      throw new ApiError(0, null, NETWORK_ERROR_TEXT);
    });
    const { user } = openPage();
    await askForLink(user, 'ravi@school.example');
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_TEXT);
  });

  it('disables the button while sending, asking once', async () => {
    fakeApi.hang('POST', '/auth/forgot-password');
    const { user } = openPage();
    await askForLink(user, 'ravi@school.example');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.keyboard('{Enter}');
    expect(fakeApi.calls('POST', '/auth/forgot-password')).toHaveLength(1);
  });

  it('leads back to the login page', async () => {
    const { user } = openPage();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await reachedRoute()).toBe('/admin/login');
  });
});
