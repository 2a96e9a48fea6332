import { createHash, randomBytes } from 'node:crypto';
import type { StoredMailJob } from '@school/shared/mailing-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { MAIL_JOBS } from '../collections.js';
import { ConflictError } from '../errors.js';

// The queue of subscribers' mails (issue 39, item 2), a document per mail in the store, so it holds
// across a restart (SQLite) and across Cloud Functions instances (Firestore). Each job is made once:
// its id is a hash of the subscriber and the announcement (or the week's digest), so announcing
// twice, or a fan-out run again after a crash, finds it there. A sender claims a job in one
// transaction (a lease of MAILING.leaseMs), sends it, and marks it sent only after the SMTP server
// accepted it; a claim whose sender died runs out and the job is claimed again. So no job is lost, and
// none is sent twice unless a sender dies in the instant between the server's "250 OK" and the mark
// (the same Message-ID then lets the receiving server see the repeat).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const MAILING = {
  /** How long a claim lasts: far longer than one SMTP conversation takes. */
  leaseMs: 2 * MINUTE,
  /** The waits before the second, third ... attempt after a temporary failure (4xx, no connection). */
  retryDelaysMs: [1, 5, 15, 60, 240].map((minutes) => minutes * MINUTE),
  /** Permanent refusals (5xx) in a row after which an address gets no more mail until its owner saves the manage page. */
  pauseAfterBounces: 3,
  /** The most mails one sender sends a minute: a school's mail provider limits its senders. */
  perMinute: 600,
  /** Jobs read per query, and subscribers per page of a fan-out. */
  batch: 50,
  fanOutPage: 200,
  /** A job (and so its delivery count) is kept this long after it was made. */
  keepJobsMs: 180 * DAY,
};

/** The job's id: its idempotency key (the subscriber and what it carries). */
export const jobId = (subscriberId: string, what: string) =>
  `mail-${createHash('sha256').update(`${subscriberId}|${what}`).digest('hex').slice(0, 40)}`;

/** A new job, due at `dueAt`. */
export function newJob(
  deps: { clock: Clock },
  subscriber: { id: string; owner: string },
  announcements: string[],
  digest: string | null,
  dueAt: string,
): StoredMailJob {
  const now = deps.clock.now();
  return {
    subscriberId: subscriber.id,
    owner: subscriber.owner,
    announcements,
    digest,
    status: 'queued',
    attempts: 0,
    nextAt: dueAt,
    lease: null,
    createdAt: now.toISOString(),
    finishedAt: null,
    error: null,
    expiresAt: new Date(now.getTime() + MAILING.keepJobsMs).toISOString(),
  };
}

/** Stores a job unless it is there already (false then). */
export async function createJob(store: DocumentStore, id: string, job: StoredMailJob): Promise<boolean> {
  try {
    await store.create(MAIL_JOBS, id, job);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** Thrown inside a transaction to change nothing. */
class NotYours extends Error {}

const withoutId = ({ id: _id, ...job }: StoredDocument<StoredMailJob>): StoredMailJob => job;

/**
 * Claims a job that is due (queued, or sending with a lease run out) for MAILING.leaseMs, counting
 * the attempt; null when another sender has it or it is done. The lease token marks the claim.
 */
export async function claimJob(store: DocumentStore, clock: Clock, id: string): Promise<{ job: StoredMailJob; lease: string } | null> {
  const now = clock.now();
  const lease = randomBytes(12).toString('hex');
  try {
    const claimed = await store.mutate<StoredMailJob>(MAIL_JOBS, id, (current) => {
      const due = current?.nextAt !== undefined && Date.parse(current.nextAt) <= now.getTime();
      if (!current || !due || (current.status !== 'queued' && current.status !== 'sending')) throw new NotYours();
      const nextAt = new Date(now.getTime() + MAILING.leaseMs).toISOString();
      return { ...withoutId(current), status: 'sending', lease, attempts: current.attempts + 1, nextAt };
    });
    return claimed ? { job: withoutId(claimed), lease } : null;
  } catch (error) {
    if (error instanceof NotYours) return null;
    throw error;
  }
}

export type JobOutcome =
  { status: 'sent' | 'dropped' } | { status: 'failed'; error: string } | { status: 'queued'; error: string; retryAt: string };

/** Marks a claimed job with what happened, if the claim is still the holder's; false if not. */
export async function finishJob(store: DocumentStore, clock: Clock, id: string, lease: string, outcome: JobOutcome): Promise<boolean> {
  const now = clock.now().toISOString();
  try {
    await store.mutate<StoredMailJob>(MAIL_JOBS, id, (current) => {
      if (!current || current.lease !== lease) throw new NotYours();
      const { nextAt: _next, ...job } = withoutId(current);
      if (outcome.status === 'queued') return { ...job, status: 'queued', lease: null, nextAt: outcome.retryAt, error: outcome.error };
      return { ...job, status: outcome.status, lease: null, finishedAt: now, error: outcome.status === 'failed' ? outcome.error : null };
    });
    return true;
  } catch (error) {
    if (error instanceof NotYours) return false;
    throw error;
  }
}

/**
 * Frees every claim at once (the embedded home at start: it is the only process sending from its
 * data folder, so a claim it finds was its predecessor's, which a crash ended). Answers how many.
 */
export async function releaseClaims(store: DocumentStore, clock: Clock): Promise<number> {
  const claimed = await store.find<StoredMailJob>(MAIL_JOBS, { where: [{ field: 'status', op: '==', value: 'sending' }] });
  const now = clock.now().toISOString();
  let released = 0;
  for (const { id } of claimed) {
    await store
      .mutate<StoredMailJob>(MAIL_JOBS, id, (current) => {
        if (!current || current.status !== 'sending') throw new NotYours();
        return { ...withoutId(current), nextAt: now };
      })
      .then(
        () => released++,
        (error: unknown) => {
          if (!(error instanceof NotYours)) throw error;
        },
      );
  }
  return released;
}
