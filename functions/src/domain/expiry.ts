import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import { EXPIRING } from './collections.js';

/**
 * Deletes the short-lived records (codes, throttle counters, sessions, password links...) whose
 * `expiresAt` has passed, in every collection of EXPIRING; returns how many. The embedded home runs
 * it at start and hourly (entry/embedded/expiry-sweep.ts); Firebase's TTL policies do the same work there.
 */
export async function deleteExpiredRecords(store: DocumentStore, clock: Clock): Promise<number> {
  const before = clock.now().toISOString();
  let deleted = 0;
  for (const collection of EXPIRING) deleted += await store.deleteExpired(collection, before);
  return deleted;
}
