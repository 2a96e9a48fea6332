import { deleteExpiredRecords } from '../../domain/expiry.js';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';

/** How often the embedded home deletes expired short-lived records (one DELETE per collection). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How often it deletes the expired records of one-time codes (CODE_RECORDS): a few small DELETEs,
 * so minutes rather than the hour (as Firebase's deleteExpiredCodes: entry/firebase/code-expiry-schedule.ts).
 */
export const CODE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Deletes expired records now, then every `intervalMs` until stopped: in every collection of
 * EXPIRING, or only in `collections`. The timer is unref'd, so it never keeps the process alive; a
 * failed sweep is reported and the next one tries again.
 */
export async function startExpirySweep(
  deps: { store: DocumentStore; clock: Clock; onError: (error: unknown) => void; collections?: readonly string[] },
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): Promise<{ stop(): void }> {
  const sweep = async (): Promise<void> => {
    try {
      await deleteExpiredRecords(deps.store, deps.clock, deps.collections);
    } catch (error) {
      deps.onError(error);
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
