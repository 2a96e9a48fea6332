import { createHash } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity } from '../../ports/identity.js';
import type { Mailer } from '../../ports/mailer.js';
import { clientAddressKey } from '../client-address.js';
import { RATE_LIMITS } from '../collections.js';
import { InvalidCredentialsError, RetryLaterError } from '../errors.js';
import { LIMITS, SIGN_IN } from '../limits.js';
import { acquireLock, releaseLock } from '../store-lock.js';
import { RateLimiter } from '../throttles/rate-limit.js';
import { officeEmail } from '../settings/school-settings.js';
import { ceilingAlertMail } from './sign-in-alert.js';

// Sign-in throttling that strangers cannot turn into a lockout (OWASP ASVS V2.2, NIST 800-63B):
// - per account AND client address: 5 free failures, then a wait of 2, 4, 8 ... seconds (at most
//   15 minutes) before the next try from that address, refused before the password is checked;
// - per client address across accounts: a fixed-window cap against password spraying;
// - per account from everywhere: a ceiling that alerts the office once per window; past it only
//   the member's usual addresses (a success from there in the last 30 days) may still try.
// A success clears that pair's failures and marks the address as usual for the account. Every
// record sits in RATE_LIMITS under a hash of account and address (no e-mail or IP stored in clear),
// one record per pair, so a flood cannot grow the storage beyond the pairs it has tried.

export interface ThrottleDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  identity: Pick<Identity, 'findByEmail'>;
  /** The office's address before staff set one (AppConfig.officeEmail). */
  installerOfficeEmail: string;
  log?: Pick<Console, 'error'>;
}

type PairFailures = {
  failures: number;
  lastFailureAt: string;
  expiresAt: string;
};

const BUSY = 'Another sign-in to this account from this device is under way. Please wait a moment and try again.';

/** Runs `attempt` (the password check) for `email` from `clientIp` within the limits above. */
export async function throttledSignIn<T>(
  deps: ThrottleDeps,
  email: string,
  clientIp: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const { store, clock } = deps;
  const address = clientAddressKey(clientIp);
  const ids = {
    pair: recordId('pair', email, address),
    usual: recordId('usual', email, address),
    lock: recordId('lock', email, address),
  };
  const limiter = new RateLimiter(store, clock);
  const perAddress = { key: `login-fail:ip:${address}`, ...LIMITS.loginFailuresPerIp };
  const perAccount = { key: `login-fail:account:${email}`, ...LIMITS.loginFailuresPerAccount };

  if (!(await acquireLock(store, ids.lock, clock, { holdMs: SIGN_IN.attemptLockMs, waitMs: SIGN_IN.attemptLockWaitMs })))
    throw new RetryLaterError(BUSY, 1);
  try {
    const [pair, usual] = await Promise.all([
      store.get<PairFailures>(RATE_LIMITS, ids.pair),
      store.get<{ signedInAt: string }>(RATE_LIMITS, ids.usual),
    ]);
    const now = clock.now().getTime();
    const failures = pair && now - Date.parse(pair.lastFailureAt) < SIGN_IN.forgetFailuresAfterMs ? pair.failures : 0;
    const isUsual = !!usual && now - Date.parse(usual.signedInAt) < SIGN_IN.usualAddressForMs;
    const pairWait =
      pair && failures >= SIGN_IN.freeFailures ? Math.ceil((Date.parse(pair.lastFailureAt) + delayMs(failures) - now) / 1000) : 0;
    // A usual address passes the per-address cap and the ceiling; never the pair's own wait.
    const wait = Math.max(
      pairWait,
      ...(isUsual ? [] : await Promise.all([limiter.retryAfter(perAddress), limiter.retryAfter(perAccount)])),
    );
    if (wait > 0) throw new RetryLaterError(`Too many failed sign-in attempts. Please wait ${waitText(wait)} and try again.`, wait);

    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!(error instanceof InvalidCredentialsError)) throw error;
      const at = clock.now();
      const failed: PairFailures = {
        failures: failures + 1,
        lastFailureAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SIGN_IN.forgetFailuresAfterMs).toISOString(),
      };
      const [, , accountFailures] = await Promise.all([
        store.set(RATE_LIMITS, ids.pair, failed),
        limiter.hit(perAddress),
        limiter.hit(perAccount),
      ]);
      if (accountFailures >= perAccount.max && (await limiter.firstInWindow(perAccount, 'alert'))) await alertOffice(deps, email);
      throw error;
    }
    const at = clock.now();
    await Promise.all([
      store.delete(RATE_LIMITS, ids.pair),
      store.set(RATE_LIMITS, ids.usual, {
        signedInAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SIGN_IN.usualAddressForMs).toISOString(),
      }),
    ]);
    return result;
  } finally {
    await releaseLock(store, ids.lock);
  }
}

/** The wait before the next try after `failures` failures (at least freeFailures): 2^n seconds, capped. */
export function delayMs(failures: number): number {
  const n = failures - SIGN_IN.freeFailures + 1;
  return Math.min(2 ** Math.min(n, 30) * 1000, SIGN_IN.maxDelayMs);
}

/** "5 seconds" under a minute (the first waits are short), else whole minutes rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function recordId(kind: string, email: string, address: string): string {
  return `signin-${kind}-${createHash('sha256').update(`${email}|${address}`).digest('hex').slice(0, 40)}`;
}

/**
 * Tells the office, once per ceiling window, that an account drew many failed sign-ins. Only for a
 * staff account: invented e-mails reach the ceiling too (they are counted alike, so the answers do
 * not reveal who has an account) but must not become a way to flood the office with mail.
 */
async function alertOffice(deps: ThrottleDeps, email: string): Promise<void> {
  try {
    if (!(await deps.identity.findByEmail(email))) return;
    const to = await officeEmail(deps);
    await deps.mailer.send({ to, ...ceilingAlertMail(email, LIMITS.loginFailuresPerAccount) });
  } catch (error) {
    // The alert must never change what the person signing in is told.
    deps.log?.error('Could not send the failed sign-ins alert', error);
  }
}
