import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import { RATE_LIMITS } from './collections.js';

// A short lock in the store, for the throttles (sign-ins, mailed codes and links): the store has no
// atomic increment, so a burst of parallel requests could all pass a check before the first is
// counted. Taken in one transaction (`mutate`, atomic in both stores); one older than its hold time
// was left by a crash and is taken over. Kept in RATE_LIMITS with an expiresAt, so the expiry sweep also clears it.

export interface LockTimes {
  /** After this long a lock counts as left by a crash. */
  holdMs: number;
  /** How long a request waits for the one before it (real time, whatever the app's clock says). */
  waitMs: number;
}

/** Takes the lock, polling while another request holds it; false after `waitMs`. */
export async function acquireLock(store: DocumentStore, id: string, clock: Clock, times: LockTimes): Promise<boolean> {
  const giveUpAt = performance.now() + times.waitMs;
  for (;;) {
    if (await tryAcquire(store, id, clock.now(), times.holdMs)) return true;
    if (performance.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function releaseLock(store: DocumentStore, id: string): Promise<void> {
  await store.delete(RATE_LIMITS, id);
}

/** Thrown inside the transaction when a live request holds the lock: nothing is written. */
class LockHeld extends Error {}

/**
 * One atomic read-modify-write (DocumentStore.mutate): the lock is taken when there is none or
 * the one there is older than its hold time. Done as two steps (create, then read and delete a
 * stale one) a request could delete the lock another had just taken after a release, and both
 * went on: a burst then let one send too many through.
 */
async function tryAcquire(store: DocumentStore, id: string, now: Date, holdMs: number): Promise<boolean> {
  const lock = { expiresAt: new Date(now.getTime() + holdMs).toISOString() };
  try {
    await store.mutate<{ expiresAt: string }>(RATE_LIMITS, id, (held) => {
      if (held && Date.parse(held.expiresAt) > now.getTime()) throw new LockHeld();
      return lock;
    });
    return true;
  } catch (error) {
    if (error instanceof LockHeld) return false;
    throw error;
  }
}
