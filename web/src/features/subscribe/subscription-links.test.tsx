import { LINK_NOT_VALID } from '@school/shared/subscription-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPublic } from '../../test/render-public';
import { SubscriptionLinkPages } from './subscription-links';

// The pages the subscribers' mails link to (issue 39): the confirmation (a press, so a mail program
// opening links confirms nothing) and the manage page (change the language and topics, unsubscribe).

const LINK = { s: 'sub123', t: 'signature-abc' };
const QUERY = `?s=${LINK.s}&t=${LINK.t}`;
const subscription = { email: 'parent@family.example', locale: 'hi', topics: ['news', 'notices'], status: 'confirmed', paused: false };

describe('/subscribe/confirm', () => {
  it('confirms on the press, then says what comes and links the manage page', async () => {
    fakeApi.reply('POST', '/subscriptions/confirm', { subscription, manage: { s: 'sub123', t: 'manage-xyz' } });
    const { user } = renderPublic(<SubscriptionLinkPages page="confirm" />, { route: `/subscribe/confirm${QUERY}` });
    expect(fakeApi.calls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(fakeApi.calls('POST', '/subscriptions/confirm')[0]?.body).toEqual(LINK);
    expect(await screen.findByText('You are subscribed. We will email parent@family.example about: News, Urgent notices.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your topics or unsubscribe' }).getAttribute('href')).toBe(
      '/subscribe/manage?s=sub123&t=manage-xyz',
    );
  });

  it('says when the link is not valid, and offers to subscribe again', async () => {
    fakeApi.fail('POST', '/subscriptions/confirm', 404, LINK_NOT_VALID);
    const { user } = renderPublic(<SubscriptionLinkPages page="confirm" />, { route: `/subscribe/confirm${QUERY}` });
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText(LINK_NOT_VALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('offers nothing to press on an address without a link', () => {
    renderPublic(<SubscriptionLinkPages page="confirm" />, { route: '/subscribe/confirm' });
    expect(screen.getByText(LINK_NOT_VALID)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('/subscribe/manage', () => {
  const manage = () => renderPublic(<SubscriptionLinkPages page="manage" />, { route: `/subscribe/manage${QUERY}` });

  it('loads the subscription, then saves the new language and topics', async () => {
    fakeApi.reply('GET', '/subscriptions/manage', subscription);
    fakeApi.on('PUT', '/subscriptions/manage', ({ body }) => ({ ...subscription, ...(body as object) }));
    const { user } = manage();
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Your e-mail updates' });
    expect(fakeApi.calls('GET', '/subscriptions/manage')[0]?.query).toEqual(LINK);
    expect(within(form).getByText('Emails go to parent@family.example.')).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'हिन्दी' })).toHaveProperty('checked', true);
    await user.click(within(form).getByRole('radio', { name: 'ਪੰਜਾਬੀ' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Events' }));
    await user.click(within(form).getByRole('button', { name: 'Save my choices' }));
    expect(await within(form).findByText('Your choices are saved.')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/subscriptions/manage')[0]?.body).toEqual({
      ...LINK,
      locale: 'pa',
      topics: ['news', 'events', 'notices'],
    });
  });

  it('says a paused subscription stopped, and refuses to save no topic at all', async () => {
    fakeApi.reply('GET', '/subscriptions/manage', { ...subscription, topics: ['news'], paused: true });
    const { user } = manage();
    const form = await screen.findByRole('form', { name: 'Your e-mail updates' });
    expect(within(form).getByText(/refused our emails several times/)).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: 'News' }));
    await user.click(within(form).getByRole('button', { name: 'Save my choices' }));
    expect(within(form).getByText('Choose at least one topic.')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/subscriptions/manage')).toEqual([]);
  });

  it('unsubscribes with the link, then offers nothing more but to subscribe again', async () => {
    fakeApi.reply('GET', '/subscriptions/manage', subscription);
    fakeApi.reply('POST', `/subscriptions/unsubscribe/${LINK.s}/${LINK.t}`, null);
    const { user } = manage();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe from all emails' }));
    expect(await screen.findByText('You are unsubscribed: we will send you no more emails.')).toBeTruthy();
    expect(fakeApi.calls('POST', `/subscriptions/unsubscribe/${LINK.s}/${LINK.t}`)).toHaveLength(1);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('says when the link opens nothing', async () => {
    fakeApi.fail('GET', '/subscriptions/manage', 404, LINK_NOT_VALID);
    manage();
    expect(await screen.findByText(LINK_NOT_VALID)).toBeTruthy();
  });
});
