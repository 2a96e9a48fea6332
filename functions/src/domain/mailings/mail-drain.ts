import type { StoredMailJob } from '@school/shared/mailing-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { MAIL_JOBS } from '../collections.js';
import { fanOutDue } from './fan-out.js';
import { deliverJob, newDrainCache, type MailingDeps } from './mail-delivery.js';
import { claimJob, MAILING } from './mail-jobs.js';

// The sender of subscribers' mails (issue 39): announcements whose time has come are fanned out,
// then every job that is due is claimed and sent, at most MAILING.perMinute a minute. Each home runs
// it after an announcement (routes/announcements.ts) and on a timer (entry/embedded/subscription-
// mailing.ts; the Firebase home's scheduled function sendSubscriberMails), so a mail waiting for its
// time, its retry or a crashed sender's lease goes without anyone asking.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When this process may send its next mail, per store (so a home's drains share one pace). */
const nextSendAt = new WeakMap<DocumentStore, number>();

async function pace(store: DocumentStore): Promise<void> {
  const now = performance.now();
  const at = Math.max(now, nextSendAt.get(store) ?? 0);
  nextSendAt.set(store, at + 60_000 / MAILING.perMinute);
  if (at > now) await sleep(at - now);
}

/**
 * Fans out and sends what is due; answers how many jobs were handled. Once `stop()` says so it
 * claims no more (a scheduled run's time is up, the server is stopping): the rest waits for the next.
 * A job whose sending throws is logged and left to its lease, never stops the others.
 */
export async function drainMailing(deps: MailingDeps, stop: () => boolean = () => false): Promise<number> {
  const cache = newDrainCache();
  let handled = 0;
  for (;;) {
    await fanOutDue(deps);
    const due = await deps.store.find<StoredMailJob>(MAIL_JOBS, {
      where: [{ field: 'nextAt', op: '<=', value: deps.clock.now().toISOString() }],
      orderBy: [{ field: 'nextAt' }],
      limit: MAILING.batch,
    });
    for (const { id } of due) {
      if (stop()) return handled;
      const claimed = await claimJob(deps.store, deps.clock, id);
      if (!claimed) continue;
      await pace(deps.store);
      await deliverJob(deps, cache, id, claimed.job, claimed.lease).catch((error: unknown) =>
        deps.log?.error("Could not send a subscriber's mail", error),
      );
      handled++;
    }
    // Claimed jobs left the due ones (sent, or due later), so a full batch means more may be due.
    if (due.length < MAILING.batch) return handled;
  }
}

// One drain at a time per store in this process; a kick during a drain asks for one more pass, so
// an announcement made while a drain was reading is never left for the timer.
const draining = new WeakMap<DocumentStore, { again: boolean; stopping: boolean; done: Promise<void> }>();

/** Drains now (or once more after the drain under way); never rejects: failures are logged. */
export function kickMailing(deps: MailingDeps): Promise<void> {
  const running = draining.get(deps.store);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: true, stopping: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.again && !state.stopping) {
        state.again = false;
        await drainMailing(deps, () => state.stopping).catch((error: unknown) =>
          deps.log?.error("Could not send the subscribers' mails", error),
        );
      }
    } finally {
      draining.delete(deps.store);
    }
  })();
  draining.set(deps.store, state);
  return state.done;
}

/**
 * Stops a drain of this store under way in this process after the mail it is sending, and resolves
 * once it has (before closing the store). What it leaves waits for the next start.
 */
export async function stopMailing(store: DocumentStore): Promise<void> {
  const running = draining.get(store);
  if (!running) return;
  running.stopping = true;
  await running.done;
}
