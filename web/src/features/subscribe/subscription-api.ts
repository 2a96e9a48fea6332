import type { Locale } from '@school/shared/i18n/locales';
import { LINK_FIELDS, type SubscriptionTopic } from '@school/shared/subscription-fields';
import type { SubscriptionView } from '@school/shared/subscription-schemas';
import { apiGet, apiSend } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// The server calls of the pages the subscribers' mails link to (issue 39): a parent never signs in,
// the confirm and manage pages carry the signed link of the mail (`s`, `t`) in their address. The
// request itself is the form's (subscribe-request.ts): what only it sends stays out of these pages.

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
  apiSend('POST', `/subscriptions/unsubscribe/${encodeURIComponent(link.s)}/${encodeURIComponent(link.t)}`, undefined, { auth: false });
