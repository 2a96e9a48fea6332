import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import { RATE_LIMITS } from './collections.js';
import { ConflictError } from './errors.js';

// A short lock in the store, for the throttles (sign-ins, mailed codes and links): the store has no
// atomic increment, so a burst of parallel requests could all pass a check before the first is
// counted. Taken with `create` (atomic in both stores); one older than its hold time was left by a
// crash and is taken over. Kept in RATE_LIMITS with an expiresAt, so the expiry sweep also clears it.

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

async function tryAcquire(store: DocumentStore, id: string, now: Date, holdMs: number): Promise<boolean> {
  const lock = { expiresAt: new Date(now.getTime() + holdMs).toISOString() };
  for (let tries = 0; tries < 2; tries++) {
    try {
      await store.create(RATE_LIMITS, id, lock);
      return true;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const held = await store.get<{ expiresAt: string }>(RATE_LIMITS, id);
      if (held && Date.parse(held.expiresAt) > now.getTime()) return false;
      await store.delete(RATE_LIMITS, id);
    }
  }
  return false;
}
