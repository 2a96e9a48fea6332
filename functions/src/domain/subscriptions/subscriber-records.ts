import type { StoredSubscriber, SubscriptionView } from '@school/shared/subscription-schemas';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { SUBSCRIBERS } from '../collections.js';

// What every write of a subscriber derives from it, and how one is found by its address.

/** The topics the sending reads: while confirmed and not paused, all of them; else none. */
export function withAudience<T extends Omit<StoredSubscriber, 'audience'>>(subscriber: T): T & Pick<StoredSubscriber, 'audience'> {
  const receives = subscriber.status === 'confirmed' && subscriber.pausedAt === undefined;
  return { ...subscriber, audience: receives ? [...subscriber.topics] : [] };
}

/** The subscriber of an address (lower case), or null. */
export async function subscriberOf(store: DocumentStore, email: string): Promise<StoredDocument<StoredSubscriber> | null> {
  const [found] = await store.find<StoredSubscriber>(SUBSCRIBERS, { where: [{ field: 'email', op: '==', value: email }], limit: 1 });
  return found ?? null;
}

/** What the manage page shows of a subscriber. */
export const subscriptionView = (subscriber: StoredSubscriber): SubscriptionView => ({
  email: subscriber.email,
  locale: subscriber.locale,
  topics: subscriber.topics,
  status: subscriber.status,
  paused: subscriber.pausedAt !== undefined,
});
