import { createHash } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { clientAddressKey, clientNetworkKey } from '../client-address.js';
import { RATE_LIMITS } from '../collections.js';
import { RetryLaterError } from '../errors.js';
import { acquireLock, releaseLock } from '../store-lock.js';
import { ownerKey, RateLimiter } from './rate-limit.js';

// Throttling for "something is mailed to a subject on request" (an e-mail code, a reset link) that
// strangers cannot turn into a lockout (OWASP ASVS V2.2, NIST 800-63B 5.2.2):
// - per subject AND client address: a few sends free, then each further one waits 2, 4, 8 ...
//   minutes since the pair's last send (at most maxDelayMs), refused before anything is sent;
// - per client address across subjects: a fixed-window cap against mail bombing many inboxes;
// - per subject AND client network (an IPv4 /24, an IPv6 /48): a ceiling past which that network
//   gets nothing more for the subject this window, so a sender rotating through the addresses it
//   controls slows only itself and never the subject's own device on another network;
// - per subject from all networks together: a higher ceiling against a sender spread over many
//   networks. Past it only the subject's known clients (an address from which the subject proved
//   itself lately: rememberKnownClient) still get a few sends each window.
// A refusal by a ceiling is the answer 'ceiling' (the caller sends nothing and decides what to say)
// and `onCeiling` runs once per window (an alert to the office). Records sit in RATE_LIMITS under
// hashes (no e-mail or IP in clear), each with an `expiresAt` after which it means nothing; those
// about a subject also carry its `ownerKey`, by which "A person's data" finds them.

export interface SendLimits {
  /** Sends per subject and client address before any wait. */
  freeSends: number;
  /** The longest wait between two sends of one pair. */
  maxDelayMs: number;
  /** A pair's sends are forgotten this long after its last one. */
  forgetAfterMs: number;
  /** Sends from one client address across subjects, per fixed window. */
  perClient: { max: number; windowMs: number };
  /** The subject's ceilings, per fixed window. */
  ceiling: {
    /** Sends to one subject from one client network (clientNetworkKey); past it that network is refused. */
    perNetwork: number;
    /** Sends to one subject from all networks together; past it only known clients get through. */
    max: number;
    /** Sends past a ceiling from each known client of the subject. */
    perKnownClient: number;
    windowMs: number;
  };
  /** How long a client address from which the subject proved itself stays known. */
  knownClientForMs: number;
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
  /** Runs once per ceiling window when a ceiling refuses a send; its errors are only logged. */
  onCeiling?: () => Promise<void>;
}

type PairSends = { sends: number; lastSendAt: string; expiresAt: string };

/**
 * One network's checks and counts run one at a time (the next waits up to LOCK_WAIT_MS for its
 * turn), so a burst of parallel requests from one network cannot all pass the checks before the
 * first is counted: the store has no atomic increment. The lock covers a few store calls, not the
 * mail; one older than LOCK_MS was left by a crash and is taken over, always within the wait, so a
 * crash never refuses anyone. Networks do not wait for each other: the overall ceiling may let a
 * send or two more through when many race, which does not matter at its size.
 */
const LOCK_MS = 2_000;
const LOCK_WAIT_MS = 5_000;
export const NETWORK_BUSY = 'Another request from your network is under way. Please wait a moment and try again.';

/**
 * Counts a send of `kind` to `subject` from `clientIp` before it is made (a mail that then fails
 * still counted). Throws RetryLaterError (429 + Retry-After) when this client must wait; resolves
 * 'send', or 'ceiling' when a ceiling refuses this client: the caller then sends nothing and
 * decides what to answer (a clear refusal, or the usual answer). Such a refusal ends with the
 * ceiling's window (RateLimiter.windowEndsIn(limits.ceiling)).
 */
export async function throttleSend(deps: SendThrottleDeps, request: SendRequest): Promise<'send' | 'ceiling'> {
  const { store, clock } = deps;
  const { kind, subject, limits } = request;
  const address = clientAddressKey(request.clientIp);
  const network = clientNetworkKey(request.clientIp);
  const limiter = new RateLimiter(store, clock);
  const { windowMs } = limits.ceiling;
  // Every record about the subject carries its owner key, so the subject's records can be found and erased.
  const owner = ownerKey(subject);
  const perClient = { key: `send:${kind}:client:${address}`, ...limits.perClient };
  const ceiling = { key: `send:${kind}:subject:${subject}`, max: limits.ceiling.max, windowMs, owner };
  const fromNetwork = { key: `send:${kind}:subject-network:${subject}|${network}`, max: limits.ceiling.perNetwork, windowMs, owner };
  const asKnown = { key: `send:${kind}:subject-known:${subject}|${address}`, max: limits.ceiling.perKnownClient, windowMs, owner };
  const pairId = recordId(kind, 'pair', `${subject}|${address}`);
  const lockId = recordId(kind, 'lock', network);

  if (!(await acquireLock(store, lockId, clock, { holdMs: LOCK_MS, waitMs: LOCK_WAIT_MS }))) throw new RetryLaterError(NETWORK_BUSY, 1);
  let verdict: 'send' | 'ceiling' | 'known';
  try {
    const pair = await store.get<PairSends>(RATE_LIMITS, pairId);
    const now = clock.now().getTime();
    const sends = pair && now - Date.parse(pair.lastSendAt) < limits.forgetAfterMs ? pair.sends : 0;
    const pairWait =
      pair && sends >= limits.freeSends ? Math.ceil((Date.parse(pair.lastSendAt) + sendDelayMs(sends, limits) - now) / 1000) : 0;
    const wait = Math.max(pairWait, await limiter.retryAfter(perClient));
    if (wait > 0) throw new RetryLaterError(request.message(wait), wait);

    const [networkFull, overallFull] = await Promise.all([limiter.retryAfter(fromNetwork), limiter.retryAfter(ceiling)]);
    verdict = 'send';
    if (networkFull > 0 || overallFull > 0) {
      const known = await isKnownClient(deps, kind, subject, address);
      verdict = known && (await limiter.retryAfter(asKnown)) === 0 ? 'known' : 'ceiling';
    }
    // The pair and the client count alike whether or not a ceiling refuses, so the answers cannot
    // tell them apart; the ceilings count only what is sent.
    await Promise.all([
      store.set(RATE_LIMITS, pairId, {
        sends: sends + 1,
        lastSendAt: new Date(now).toISOString(),
        expiresAt: new Date(now + limits.forgetAfterMs).toISOString(),
        owner,
      }),
      limiter.hit(perClient),
      verdict !== 'ceiling' && networkFull === 0 ? limiter.hit(fromNetwork) : undefined,
      verdict !== 'ceiling' && overallFull === 0 ? limiter.hit(ceiling) : undefined,
      verdict === 'known' ? limiter.hit(asKnown) : undefined,
    ]);
  } finally {
    await releaseLock(store, lockId);
  }
  if (verdict !== 'ceiling') return 'send';
  if (request.onCeiling && (await limiter.firstInWindow(ceiling, 'alert'))) {
    // The alert must never change what the requester is told.
    await request.onCeiling().catch((error: unknown) => deps.log?.error(`Could not send the ${kind} ceiling alert`, error));
  }
  return 'ceiling';
}

/**
 * Remembers that the subject proved itself from this client (a code for the address verified, the
 * password link used), for `limits.knownClientForMs`: that client then keeps a small allowance of
 * its own past the subject's ceilings. A missing address is never remembered: it would stand for everyone.
 */
export async function rememberKnownClient(
  deps: Pick<SendThrottleDeps, 'store' | 'clock'>,
  request: Pick<SendRequest, 'kind' | 'subject' | 'clientIp'> & { limits: Pick<SendLimits, 'knownClientForMs'> },
): Promise<void> {
  const address = clientAddressKey(request.clientIp);
  if (address === 'unknown') return;
  const expiresAt = new Date(deps.clock.now().getTime() + request.limits.knownClientForMs).toISOString();
  await deps.store.set(RATE_LIMITS, recordId(request.kind, 'known', `${request.subject}|${address}`), {
    expiresAt,
    owner: ownerKey(request.subject),
  });
}

async function isKnownClient(deps: SendThrottleDeps, kind: string, subject: string, address: string): Promise<boolean> {
  if (address === 'unknown') return false;
  const known = await deps.store.get<{ expiresAt: string }>(RATE_LIMITS, recordId(kind, 'known', `${subject}|${address}`));
  return !!known && Date.parse(known.expiresAt) > deps.clock.now().getTime();
}

/** The wait before the next send after `sends` sends (at least freeSends): 2^n minutes, capped. */
export function sendDelayMs(sends: number, limits: Pick<SendLimits, 'freeSends' | 'maxDelayMs'>): number {
  const n = sends - limits.freeSends + 1;
  return Math.min(2 ** Math.min(n, 30) * 60_000, limits.maxDelayMs);
}

function recordId(kind: string, what: string, key: string): string {
  return `send-${what}-${createHash('sha256').update(`${kind}|${key}`).digest('hex').slice(0, 40)}`;
}
