import { CONSENT_LABEL, CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { fakeApi, renderPublic } from '../../test/render-public';
import { SubscribePage } from './subscribe-page';

// /subscribe (issue 39) as a parent uses it: the address the footer's form brought, the language and
// the topics, the consent, the form's own refusals and the server's, and what follows the send.

const form = () => screen.getByRole('form', { name: 'Subscribe to e-mail updates' });
const email = () => within(form()).getByRole('textbox', { name: 'Email' });
const send = () => within(form()).getByRole('button', { name: /^(Subscribe|Sending\.\.\.)$/ });
const render = (route = '/subscribe') => renderPublic(<SubscribePage />, { route });

describe('/subscribe', () => {
  it('starts from the footer’s address, the page’s language and every topic, with the consent unticked', () => {
    render('/subscribe?email=parent%40family.example');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail updates' })).toBeTruthy();
    expect(email()).toHaveProperty('value', 'parent@family.example');
    expect(within(form()).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(within(form()).getByRole('radio', { name: 'हिन्दी' })).toHaveProperty('checked', false);
    for (const topic of ['News', 'Events', 'Circulars and documents', 'Urgent notices'])
      expect(within(form()).getByRole('checkbox', { name: topic })).toHaveProperty('checked', true);
    expect(within(form()).getByRole('checkbox', { name: CONSENT_LABEL })).toHaveProperty('checked', false);
  });

  it('ticks only the topic a page’s link names, with urgent notices', () => {
    render('/subscribe?topic=documents');
    const ticked = within(form())
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));
    expect(ticked).toEqual(['documents', 'notices']);
  });

  it('refuses to send without an address, a topic or the consent, and sends nothing', async () => {
    const { user } = render();
    for (const topic of ['News', 'Events', 'Circulars and documents', 'Urgent notices'])
      await user.click(within(form()).getByRole('checkbox', { name: topic }));
    await user.click(send());
    expect(within(form()).getByText('Email is required')).toBeTruthy();
    expect(within(form()).getByText('Choose at least one topic.')).toBeTruthy();
    expect(within(form()).getByText(CONSENT_REQUIRED)).toBeTruthy();
    await fill(user, email(), 'not an address');
    await user.click(send());
    expect(within(form()).getByText('Invalid email address')).toBeTruthy();
    expect(fakeApi.calls()).toEqual([]);
  });

  it('sends the address, the chosen language and topics with the consent, then says to check the inbox', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fakeApi.on('POST', '/subscriptions', () => new Promise((resolve) => (answer = resolve)));
    const { user } = render();
    await fill(user, email(), 'parent@family.example');
    await user.click(within(form()).getByRole('radio', { name: 'हिन्दी' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Events' }));
    await user.click(within(form()).getByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(send());
    expect(send().textContent).toBe('Sending...');
    expect(send()).toHaveProperty('disabled', true);
    expect(fakeApi.calls('POST', '/subscriptions')[0]?.body).toEqual({
      email: 'parent@family.example',
      locale: 'hi',
      topics: ['news', 'documents', 'notices'],
      consent: true,
      website: '',
    });
    answer(undefined);
    expect(await screen.findByRole('heading', { name: 'Please check your inbox' })).toBeTruthy();
    expect(screen.getByText(/We have sent a link to parent@family\.example\./)).toBeTruthy();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    fakeApi.fail('POST', '/subscriptions', 429, 'Too many requests for this address. Please wait 2 minutes and try again.');
    const { user } = render();
    await fill(user, email(), 'parent@family.example');
    await user.click(within(form()).getByRole('checkbox', { name: CONSENT_LABEL }));
    await user.click(send());
    expect(await within(form()).findByText('Too many requests for this address. Please wait 2 minutes and try again.')).toBeTruthy();
    expect(email()).toHaveProperty('value', 'parent@family.example');
    expect(send()).toHaveProperty('disabled', false);
  });
});
