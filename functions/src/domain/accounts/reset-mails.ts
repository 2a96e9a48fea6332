import type { DocumentStore } from '../../ports/document-store.js';
import type { Clock } from '../../ports/clock.js';
import { RESET_MAIL_QUEUE } from '../collections.js';
import { SEND_LIMITS } from '../limits.js';
import { officeEmail } from '../settings/school-settings.js';
import { resetCeilingMail } from './account-mails.js';
import { sendPasswordLink, type LinkDeps } from './password-links.js';

// "Forgot password?" must answer alike, and as fast, for every e-mail: a lookup and an SMTP send
// made only for real accounts showed who is staff by the answer's timing. So the request only
// counts the send and stores a job, whatever the e-mail (requestPasswordReset in accounts.ts), and
// answers; the account is looked up and mailed here, after the answer has left. The queue is in the
// store, so it holds across instances and restarts. A job is claimed by the store's atomic delete,
// so two drains never send it twice (a crash between claim and send loses that one mail: the member
// asks again); a failed send is put back for later, a few times, then given up with an error in
// the log. A job keeps the e-mail and its attempts, never a link's secret (made when it is sent).

export type ResetMailDeps = LinkDeps & {
  /** The office's address before staff set one (AppConfig.officeEmail): where the ceiling alert goes. */
  installerOfficeEmail: string;
  log?: Pick<Console, 'error'>;
};

type Purpose = 'link' | 'ceiling-alert';
type Job = { email: string; purpose: Purpose; attempts: number; dueAt: string; expiresAt: string };

const MINUTE = 60_000;
export const RESET_MAILING = {
  /** The waits before the second, third ... attempt: an SMTP server down for a while, then back. */
  retryDelaysMs: [1, 5, 15, 30].map((minutes) => minutes * MINUTE),
  /** A job older than this is dropped: a link asked for so long ago helps nobody (it lasts an hour). */
  keepForMs: 2 * 60 * MINUTE,
  /** Jobs read per query. */
  batch: 25,
};

/** Stores one job for the drain; `dueAt` now. */
export async function enqueueResetMail(deps: { store: DocumentStore; clock: Clock }, email: string, purpose: Purpose): Promise<void> {
  const now = deps.clock.now().getTime();
  const job: Job = {
    email,
    purpose,
    attempts: 0,
    dueAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_MAILING.keepForMs).toISOString(),
  };
  await deps.store.add(RESET_MAIL_QUEUE, job);
}

/** Sends every job that is due; returns how many were handled. Errors of one job never stop the others. */
export async function drainResetMails(deps: ResetMailDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.store.find<Job>(RESET_MAIL_QUEUE, {
      where: [{ field: 'dueAt', op: '<=', value: now.toISOString() }],
      limit: RESET_MAILING.batch,
    });
    for (const { id, ...job } of due) {
      // Whoever deletes it sends it: another drain (another instance, the timer) skips it.
      if (!(await deps.store.delete(RESET_MAIL_QUEUE, id))) continue;
      handled++;
      if (Date.parse(job.expiresAt) <= now.getTime()) {
        deps.log?.error(`Gave up a password reset mail: not sent within ${RESET_MAILING.keepForMs / MINUTE} minutes`);
        continue;
      }
      try {
        await deliver(deps, job);
      } catch (error) {
        await putBack(deps, id, job, error);
      }
    }
    // Failed jobs went back with a later dueAt, so a full batch means more are due now.
    if (due.length < RESET_MAILING.batch) return handled;
  }
}

async function deliver(deps: ResetMailDeps, job: Job): Promise<void> {
  const account = await deps.identity.findByEmail(job.email);
  if (job.purpose === 'ceiling-alert') {
    // Only a real account's flood concerns the office (and only the office learns it is one).
    if (account) await deps.mailer.send({ to: await officeEmail(deps), ...resetCeilingMail(job.email, SEND_LIMITS.resetLink.ceiling) });
    return;
  }
  // Unknown and disabled e-mails are sent nothing; the requester was answered long ago, alike.
  if (account && !account.disabled) await sendPasswordLink(deps, account);
}

async function putBack(deps: ResetMailDeps, id: string, job: Job, error: unknown): Promise<void> {
  const attempts = job.attempts + 1;
  const delay = RESET_MAILING.retryDelaysMs[job.attempts];
  if (delay === undefined) {
    deps.log?.error(`Gave up a password reset mail after ${attempts} failed attempts`, error);
    return;
  }
  deps.log?.error(`Could not send a password reset mail (attempt ${attempts}); trying again in ${delay / MINUTE} minutes`, error);
  const dueAt = new Date(deps.clock.now().getTime() + delay).toISOString();
  await deps.store.set(RESET_MAIL_QUEUE, id, { ...job, attempts, dueAt });
}

// One drain at a time per store in this process; a kick during a drain asks for one more pass, so
// a job stored while a drain was reading is never left for the timer.
const draining = new WeakMap<DocumentStore, { again: boolean; done: Promise<void> }>();

/** Drains now (or once more after the drain under way); never rejects: failures are logged. */
export function kickResetMails(deps: ResetMailDeps): Promise<void> {
  const running = draining.get(deps.store);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: true, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.again) {
        state.again = false;
        await drainResetMails(deps).catch((error: unknown) => deps.log?.error('Could not send the password reset mails', error));
      }
    } finally {
      draining.delete(deps.store);
    }
  })();
  draining.set(deps.store, state);
  return state.done;
}

/** Resolves when no drain of this store is under way in this process (before closing the store). */
export async function settleResetMails(store: DocumentStore): Promise<void> {
  await draining.get(store)?.done;
}
