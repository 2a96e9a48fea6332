import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { Locale } from '@school/shared/i18n/locales';
import { LINK_FIELDS, type SubscriptionTopic } from '@school/shared/subscription-fields';
import type { SubscriptionView } from '@school/shared/subscription-schemas';
import { apiGet, apiSend } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// The subscription's server calls (issue 39). A parent never signs in: the request is public, and
// the confirm and manage pages carry the signed link of the mail (`s`, `t`) in their address.

export interface SubscriptionLink {
  s: string;
  t: string;
}

export interface SubscriptionChoice {
  locale: Locale;
  topics: SubscriptionTopic[];
}

const view = {
  accept: (data: unknown): data is SubscriptionView => isRecord(data) && Array.isArray(data.topics),
  text: 'Invalid answer from server',
};

/** The link in the page's address (?s=…&t=…), or null when it has none. */
export function linkOf(search: string): SubscriptionLink | null {
  const params = new URLSearchParams(search);
  const s = params.get(LINK_FIELDS.subscription);
  const t = params.get(LINK_FIELDS.token);
  return s && t ? { s, t } : null;
}

/** POST /subscriptions; `honeypot` is whatever landed in the hidden field. Sent only once the consent box is ticked. */
export const askSubscription = (email: string, choice: SubscriptionChoice, honeypot: string) =>
  apiSend('POST', '/subscriptions', { email, ...choice, [CONSENT_FIELD]: true, [HONEYPOT_FIELD]: honeypot }, { auth: false });

export const confirmSubscription = (link: SubscriptionLink) =>
  apiSend<{ subscription: SubscriptionView; manage: SubscriptionLink }>('POST', '/subscriptions/confirm', link, {
    auth: false,
    expect: {
      accept: (data): data is { subscription: SubscriptionView; manage: SubscriptionLink } =>
        isRecord(data) && view.accept(data.subscription),
      text: view.text,
    },
  });

export const readSubscription = (link: SubscriptionLink, signal?: AbortSignal) =>
  apiGet<SubscriptionView>('/subscriptions/manage', { query: { ...link }, auth: false, expect: view, ...(signal && { signal }) });

export const saveSubscription = (link: SubscriptionLink, choice: SubscriptionChoice) =>
  apiSend<SubscriptionView>('PUT', '/subscriptions/manage', { ...link, ...choice }, { auth: false, expect: view });

/** The same address the mails' List-Unsubscribe header names. */
export const endSubscription = (link: SubscriptionLink) =>
  apiSend('POST', '/subscriptions/unsubscribe', undefined, { query: { ...link }, auth: false });
