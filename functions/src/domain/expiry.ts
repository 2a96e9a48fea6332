import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import { CODE_RECORDS, EXPIRING } from './collections.js';

/**
 * Deletes the short-lived records (codes, throttle counters, sessions, password links...) whose
 * `expiresAt` has passed, in every collection of EXPIRING (or of `collections`); returns how many.
 * The embedded home runs it at start and hourly (entry/embedded/expiry-sweep.ts); Firebase's TTL
 * policies do the same work there.
 */
export async function deleteExpiredRecords(store: DocumentStore, clock: Clock, collections: readonly string[] = EXPIRING): Promise<number> {
  const before = clock.now().toISOString();
  let deleted = 0;
  for (const collection of collections) deleted += await store.deleteExpired(collection, before);
  return deleted;
}

/**
 * Deletes the expired records of one-time codes (CODE_RECORDS): every few minutes on both homes,
 * since TTL's "within about 24 hours" is too long to keep them (entry/embedded/server.ts,
 * entry/firebase/code-expiry-schedule.ts). Returns how many.
 */
export function deleteExpiredCodeRecords(store: DocumentStore, clock: Clock): Promise<number> {
  return deleteExpiredRecords(store, clock, CODE_RECORDS);
}
