import {
  LINK_NOT_VALID,
  subscriptionLinkSchema,
  subscriptionUpdateSchema,
  type StoredSubscriber,
  type SubscriptionLink,
  type SubscriptionView,
} from '@school/shared/subscription-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { SUBSCRIBERS } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { SUBSCRIBE_LIMITS } from '../limits.js';
import { parse } from '../parse.js';
import { rememberKnownClient } from '../throttles/send-throttle.js';
import { isSignedLink, signedLink, type LinkPurpose } from './subscription-links.js';
import { subscriptionView, withAudience } from './subscriber-records.js';

// What a subscriber does from the links in the mails (issue 39), without signing in: confirm the
// address (the double opt-in), see and change the topics and language, unsubscribe. Every call
// checks the link's signature first; a link that is not one, or whose subscriber is gone, is a 404
// with LINK_NOT_VALID.

interface LinkDeps {
  store: DocumentStore;
  clock: Clock;
}

/** The subscriber a signed link opens. */
async function opened({ store }: LinkDeps, purpose: LinkPurpose, input: unknown): Promise<StoredDocument<StoredSubscriber>> {
  const link = parse(subscriptionLinkSchema, input);
  const subscriber = (await isSignedLink(store, purpose, link)) ? await store.get<StoredSubscriber>(SUBSCRIBERS, link.s) : null;
  if (!subscriber) throw new NotFoundError(LINK_NOT_VALID);
  return subscriber;
}

const stored = ({ id: _id, ...subscriber }: StoredDocument<StoredSubscriber>): StoredSubscriber => subscriber;

/**
 * POST /api/subscriptions/confirm: the confirmation link used. From now on mail goes to the address
 * (it no longer expires), and the client that confirmed is one of its known clients for the form's
 * limits. Answers the subscription and its manage link (the page offers it at once).
 */
export async function confirmSubscription(
  deps: LinkDeps,
  input: unknown,
  clientIp: string | undefined,
): Promise<{ subscription: SubscriptionView; manage: SubscriptionLink }> {
  const subscriber = await opened(deps, 'confirm', input);
  const now = deps.clock.now().toISOString();
  const saved = await deps.store.mutate<StoredSubscriber>(SUBSCRIBERS, subscriber.id, (current) => {
    if (!current) throw new NotFoundError(LINK_NOT_VALID);
    if (current.status === 'confirmed') return stored(current);
    const { expiresAt: _expires, ...kept } = stored(current);
    return withAudience({ ...kept, status: 'confirmed', confirmedAt: now, updatedAt: now });
  });
  if (!saved) throw new NotFoundError(LINK_NOT_VALID);
  await rememberKnownClient(deps, { kind: 'subscribe', subject: saved.email, clientIp, limits: SUBSCRIBE_LIMITS });
  return { subscription: subscriptionView(saved), manage: await signedLink(deps.store, 'manage', saved.id) };
}

/** GET /api/subscriptions/manage?s=…&t=…: the subscription a manage link opens. */
export async function readSubscription(deps: LinkDeps, query: unknown): Promise<SubscriptionView> {
  return subscriptionView(await opened(deps, 'manage', query));
}

/** PUT /api/subscriptions/manage: new topics and language; mail paused after refusals starts again. */
export async function updateSubscription(deps: LinkDeps, input: unknown): Promise<SubscriptionView> {
  const { topics, locale } = parse(subscriptionUpdateSchema, input);
  const subscriber = await opened(deps, 'manage', input);
  const now = deps.clock.now().toISOString();
  const saved = await deps.store.mutate<StoredSubscriber>(SUBSCRIBERS, subscriber.id, (current) => {
    if (!current) throw new NotFoundError(LINK_NOT_VALID);
    const { pausedAt: _paused, ...kept } = stored(current);
    return withAudience({ ...kept, topics, locale, bounces: 0, updatedAt: now });
  });
  if (!saved) throw new NotFoundError(LINK_NOT_VALID);
  return subscriptionView(saved);
}

/**
 * POST /api/subscriptions/unsubscribe/:s/:t: the address is deleted at once (nothing about it is kept once
 * it wants nothing more), and its queued mails find nobody to go to. The signature alone is checked,
 * so the same link used twice (a mail program's one-click, then the page) is answered alike.
 */
export async function unsubscribe({ store }: LinkDeps, input: unknown): Promise<void> {
  const link = parse(subscriptionLinkSchema, input);
  if (!(await isSignedLink(store, 'manage', link))) throw new NotFoundError(LINK_NOT_VALID);
  await store.delete(SUBSCRIBERS, link.s);
}
