import type { SubscribersSummary } from '@school/shared/mailing-schemas';
import { SUBSCRIPTION_TOPICS } from '@school/shared/subscription-fields';
import type { DocumentStore } from '../../ports/document-store.js';
import { SUBSCRIBERS } from '../collections.js';
import { readMailingSettings } from './mailing-settings.js';

/**
 * GET /api/subscriptions/summary (staff): how many addresses get mail, wait for their confirmation or
 * are paused, and how many get each topic, with the setting of when mail goes. Counts only: staff
 * never list the parents' addresses here ("A person's data" finds one when its owner asks).
 */
export async function subscribersSummary({ store }: { store: DocumentStore }): Promise<SubscribersSummary> {
  const count = (field: string, op: '==' | '>=' | 'array-contains', value: string) =>
    store.count(SUBSCRIBERS, { where: [{ field, op, value }] });
  const [confirmed, pending, paused, ...topics] = await Promise.all([
    count('status', '==', 'confirmed'),
    count('status', '==', 'pending'),
    count('pausedAt', '>=', ''),
    ...SUBSCRIPTION_TOPICS.map((topic) => count('audience', 'array-contains', topic)),
  ]);
  const byTopic = Object.fromEntries(SUBSCRIPTION_TOPICS.map((topic, i) => [topic, topics[i] ?? 0])) as SubscribersSummary['byTopic'];
  const { delivery } = await readMailingSettings(store);
  return { confirmed, pending, paused, byTopic, delivery };
}
