import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@school/shared/i18n/locales';
import { LINK_FIELDS } from '@school/shared/subscription-fields';
import type { SubscriptionLink } from '@school/shared/subscription-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { readOrInstall } from '../installed-document.js';
import { SERVER_SECRETS } from '../collections.js';
import { siteOrigin } from '../site-origin.js';

// The links in subscribers' mails (issue 39) open a subscription without a sign-in: they name the
// subscriber's random id and an HMAC-SHA256 of it under a key only the server holds, one per purpose,
// so a confirm link cannot unsubscribe and nobody can make a link for an id they guess. The key is
// made on first use and kept in the store (server only in both homes' rules), so the two homes and
// every Cloud Functions instance sign alike with nothing to configure. A subscriber who leaves is
// deleted, and one who subscribes again gets a new id: old links then open nothing.

export type LinkPurpose = 'confirm' | 'manage';

const KEY_DOC = 'subscription-links';
const keys = new WeakMap<DocumentStore, Promise<Buffer>>();

/** The signing key of this store, made once (two first uses racing keep one: readOrInstall). */
function linkKey(store: DocumentStore): Promise<Buffer> {
  let key = keys.get(store);
  if (!key) {
    key = readOrInstall(store, SERVER_SECRETS, KEY_DOC, () => ({ key: randomBytes(32).toString('hex') })).then(({ key }) =>
      Buffer.from(String(key), 'hex'),
    );
    // A failed read is not kept: the next use asks again.
    key.catch(() => keys.delete(store));
    keys.set(store, key);
  }
  return key;
}

const signature = (key: Buffer, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', key).update(`${purpose}|${id}`).digest('base64url').slice(0, 32);

/** The link fields for a subscriber: its id and the purpose's signature. */
export async function signedLink(store: DocumentStore, purpose: LinkPurpose, id: string): Promise<SubscriptionLink> {
  return { s: id, t: signature(await linkKey(store), purpose, id) };
}

/** Whether a link's signature is the purpose's for its id (in constant time). */
export async function isSignedLink(store: DocumentStore, purpose: LinkPurpose, link: SubscriptionLink): Promise<boolean> {
  const expected = Buffer.from(signature(await linkKey(store), purpose, link.s));
  const given = Buffer.from(link.t);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const query = (link: SubscriptionLink) =>
  `${LINK_FIELDS.subscription}=${encodeURIComponent(link.s)}&${LINK_FIELDS.token}=${encodeURIComponent(link.t)}`;

/** A page of the site for the link, in the subscriber's language: /hi/subscribe/manage?s=…&t=…. */
export function pageLink(siteUrl: string, locale: Locale, path: string, link: SubscriptionLink): string {
  return `${siteOrigin(siteUrl)}${locale === 'en' ? '' : `/${locale}`}${path}?${query(link)}`;
}

/**
 * The address of RFC 8058's one-click unsubscribe: a POST to it unsubscribes, no page, no cookie. The
 * link is in its path (the API's writes read no query string; a mail program's POST body is its own).
 */
export function oneClickLink(siteUrl: string, link: SubscriptionLink): string {
  return `${siteOrigin(siteUrl)}/api/subscriptions/unsubscribe/${encodeURIComponent(link.s)}/${encodeURIComponent(link.t)}`;
}
