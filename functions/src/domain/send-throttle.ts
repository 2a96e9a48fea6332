import { createHash } from 'node:crypto';
import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import { clientAddressKey } from './client-address.js';
import { RATE_LIMITS } from './collections.js';
import { RetryLaterError } from './errors.js';
import { acquireLock, releaseLock } from './store-lock.js';
import { RateLimiter } from './rate-limit.js';

// Throttling for "something is mailed to a subject on request" (an e-mail code, a reset link) that
// strangers cannot turn into a lockout (OWASP ASVS V2.2, NIST 800-63B 5.2.2):
// - per subject AND client address: a few sends free, then each further one waits 2, 4, 8 ...
//   minutes since the pair's last send (at most maxDelayMs), refused before anything is sent;
// - per client address across subjects: a fixed-window cap against mail bombing many inboxes;
// - per subject from all addresses: a much higher ceiling; past it the caller sends nothing and
//   `onCeiling` runs once per window (an alert to the office).
// So someone asking from elsewhere slows down only themselves: the subject's own device still gets
// its mail until the ceiling. Records sit in RATE_LIMITS under hashes (no e-mail or IP in clear),
// one per subject and address, each with an `expiresAt` after which it means nothing.

export interface SendLimits {
  /** Sends per subject and client address before any wait. */
  freeSends: number;
  /** The longest wait between two sends of one pair. */
  maxDelayMs: number;
  /** A pair's sends are forgotten this long after its last one. */
  forgetAfterMs: number;
  /** Sends from one client address across subjects, per fixed window. */
  perClient: { max: number; windowMs: number };
  /** Sends to one subject from all client addresses, per fixed window. */
  ceiling: { max: number; windowMs: number };
}

export interface SendThrottleDeps {
  store: DocumentStore;
  clock: Clock;
  log?: Pick<Console, 'error'>;
}

export interface SendRequest {
  /** What is sent ('otp', 'reset-link'): each kind has its own counts. */
  kind: string;
  /** Who it is sent to, as the caller normalises it (a lower-case e-mail). */
  subject: string;
  /** req.ip, never a header the client chose. */
  clientIp: string | undefined;
  limits: SendLimits;
  /** The refusal's text for a wait in seconds (the 429's Retry-After). */
  message: (waitSeconds: number) => string;
  /** Runs once per ceiling window when a send would pass the ceiling; its errors are only logged. */
  onCeiling?: () => Promise<void>;
}

type PairSends = { sends: number; lastSendAt: string; expiresAt: string };

/**
 * One client's checks and counts run one at a time (the next waits up to LOCK_WAIT_MS for its turn),
 * so a burst of parallel requests cannot all pass the checks before the first is counted: the store
 * has no atomic increment. The lock covers a few store calls, not the mail; one older than LOCK_MS
 * was left by a crash and is taken over, always within the wait, so a crash never refuses anyone.
 */
const LOCK_MS = 2_000;
const LOCK_WAIT_MS = 5_000;
const BUSY = 'Another request from this device is under way. Please wait a moment and try again.';

/**
 * Counts a send of `kind` to `subject` from `clientIp` before it is made (a mail that then fails
 * still counted). Throws RetryLaterError (429 + Retry-After) when this client must wait; resolves
 * 'send', or 'ceiling' when the subject had too many sends from everywhere this window: the caller
 * then sends nothing and decides what to answer (a clear refusal, or the usual answer).
 */
export async function throttleSend(deps: SendThrottleDeps, request: SendRequest): Promise<'send' | 'ceiling'> {
  const { store, clock } = deps;
  const { kind, subject, limits } = request;
  const address = clientAddressKey(request.clientIp);
  const limiter = new RateLimiter(store, clock);
  const perClient = { key: `send:${kind}:client:${address}`, ...limits.perClient };
  const ceiling = { key: `send:${kind}:subject:${subject}`, ...limits.ceiling };
  const pairId = recordId(kind, 'pair', `${subject}|${address}`);
  const lockId = recordId(kind, 'lock', address);

  if (!(await acquireLock(store, lockId, clock, { holdMs: LOCK_MS, waitMs: LOCK_WAIT_MS }))) throw new RetryLaterError(BUSY, 1);
  let reachedCeiling: boolean;
  try {
    const pair = await store.get<PairSends>(RATE_LIMITS, pairId);
    const now = clock.now().getTime();
    const sends = pair && now - Date.parse(pair.lastSendAt) < limits.forgetAfterMs ? pair.sends : 0;
    const pairWait =
      pair && sends >= limits.freeSends ? Math.ceil((Date.parse(pair.lastSendAt) + sendDelayMs(sends, limits) - now) / 1000) : 0;
    const wait = Math.max(pairWait, await limiter.retryAfter(perClient));
    if (wait > 0) throw new RetryLaterError(request.message(wait), wait);

    // Counted alike whether or not the ceiling is reached, so the answers cannot tell them apart.
    reachedCeiling = (await limiter.retryAfter(ceiling)) > 0;
    await Promise.all([
      store.set(RATE_LIMITS, pairId, {
        sends: sends + 1,
        lastSendAt: new Date(now).toISOString(),
        expiresAt: new Date(now + limits.forgetAfterMs).toISOString(),
      }),
      limiter.hit(perClient),
      reachedCeiling ? undefined : limiter.hit(ceiling),
    ]);
  } finally {
    await releaseLock(store, lockId);
  }
  if (!reachedCeiling) return 'send';
  if (request.onCeiling && (await limiter.firstInWindow(ceiling, 'alert'))) {
    // The alert must never change what the requester is told.
    await request.onCeiling().catch((error: unknown) => deps.log?.error(`Could not send the ${kind} ceiling alert`, error));
  }
  return 'ceiling';
}

/** The wait before the next send after `sends` sends (at least freeSends): 2^n minutes, capped. */
export function sendDelayMs(sends: number, limits: Pick<SendLimits, 'freeSends' | 'maxDelayMs'>): number {
  const n = sends - limits.freeSends + 1;
  return Math.min(2 ** Math.min(n, 30) * 60_000, limits.maxDelayMs);
}

function recordId(kind: string, what: string, key: string): string {
  return `send-${what}-${createHash('sha256').update(`${kind}|${key}`).digest('hex').slice(0, 40)}`;
}
