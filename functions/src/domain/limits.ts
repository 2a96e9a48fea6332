// Every rate limit of the site in one place, with defaults that never get in the way of staff or
// parents using the site normally (several staff share the school's one IP address).
// Limits of what may be stored (upload size, pixels, field lengths, the tag list) are not here:
// they sit beside their schema in @school/shared (image-schemas, gallery-schemas, ...), where the
// web forms read the same numbers.
import type { SendLimits } from './throttles/send-throttle.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LIMITS = {
  /** Failed sign-ins from one client address, across accounts (password spraying), then a pause. */
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins per account from all addresses together. Past it the office gets one e-mail per
   * window and only the member's usual addresses (SIGN_IN.usualAddressForMs) may try; a ceiling this
   * high is never reached by a member who forgot their password, only by someone guessing.
   */
  loginFailuresPerAccount: { max: 100, windowMs: 60 * MINUTE },
};

/**
 * Mails sent to a subject on request (domain/throttles/send-throttle.ts): counted per subject AND client
 * address, so a stranger asking from elsewhere slows only the stranger. Each send is a mail the
 * subject may not have asked for, so every pair is slowed after a few and one client is capped
 * across subjects (mail bombing many addresses). The subject's ceilings count per client network,
 * so a stranger elsewhere never keeps a parent or member from getting their own mail, and from all
 * networks together, to cap a bombing spread over many; past that only a client from which the
 * subject proved itself lately (a code verified, a password link used) still gets a few.
 */
export const SEND_LIMITS = {
  /** The contact form's e-mail codes. */
  otp: {
    /** Codes to one address from one client before any wait: a typo'd or slow mail, asked again. */
    freeSends: 3,
    /** After those, each further code waits 2^n minutes (n = 1, 2, ...) since the last, at most this. */
    maxDelayMs: 60 * MINUTE,
    /** A pair's sends are forgotten this long after its last one. */
    forgetAfterMs: 60 * MINUTE,
    /** Codes from one client across addresses (mail bombing many inboxes). */
    perClient: { max: 20, windowMs: 60 * MINUTE },
    ceiling: {
      /**
       * Codes to one address from one network (an IPv4 /24, an IPv6 /48): past it that network is
       * refused until the hour ends and the office gets one e-mail; no parent asks for this many.
       */
      perNetwork: 10,
      /**
       * Codes to one address from all networks together: three networks' worth, about 30 unwanted
       * mails an hour at most; past it only the address's known clients get codes.
       */
      max: 30,
      /** Codes past a ceiling for each client from which this address verified a code lately. */
      perKnownClient: 3,
      windowMs: 60 * MINUTE,
    },
    /** A client from which a code for the address was verified stays known this long. */
    knownClientForMs: 30 * DAY,
  },
  /** Staff password-reset links ("Forgot password?"). */
  resetLink: {
    /** A member whose first mail went astray asks once more; further links from one place wait. */
    freeSends: 2,
    maxDelayMs: 60 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    /** Lower than for codes: one device resets one or two accounts, not twenty. */
    perClient: { max: 10, windowMs: 60 * MINUTE },
    /**
     * Links to one account: past a ceiling nothing is sent for the rest of the hour (the answer
     * stays the same, so it reveals no account) and the office gets one e-mail.
     */
    ceiling: { perNetwork: 10, max: 30, perKnownClient: 3, windowMs: 60 * MINUTE },
    /** A client from which the member used a password link stays known this long. */
    knownClientForMs: 30 * DAY,
  },
} satisfies Record<string, SendLimits>;

/**
 * Subscription mails asked from the form (issue 39): the confirmation, or the manage link of an
 * address already subscribed. The code mails' limits, counted apart (its own `kind`): a parent whose
 * mail went astray asks again; a stranger filling the form with someone else's address slows only
 * themselves, and past a ceiling nothing more goes (the answer stays the same). A client from which
 * the address's confirm link was used is known.
 */
export const SUBSCRIBE_LIMITS: SendLimits = SEND_LIMITS.otp;

/** The contact form's e-mail verification: how long a code and a verification last. */
export const OTP = {
  /** A code is void after this long. */
  codeTtlMs: 10 * MINUTE,
  /** Wrong guesses allowed per code; after that it is void and a new one must be sent. */
  maxGuesses: 5,
  /** A verified address may send a contact message within this time. */
  verifiedForMs: 30 * MINUTE,
};

/**
 * Sign-in throttling (OWASP ASVS V2.2, NIST 800-63B 5.2.2), domain/accounts/sign-in-throttle.ts.
 * Failures are counted per account and client address together, so a stranger's guesses slow the
 * stranger down and never the member at their usual desk: nobody can lock the staff out.
 */
export const SIGN_IN = {
  /** Wrong passwords from one address for one account before any wait: enough for typos. */
  freeFailures: 5,
  /** After those, each further try waits 2^n seconds (n = 1, 2, ...), at most this long. */
  maxDelayMs: 15 * MINUTE,
  /** A pair's failures are forgotten this long after its last one (a success forgets them at once). */
  forgetFailuresAfterMs: 24 * 60 * MINUTE,
  /**
   * An address from which the account signed in successfully within this time is a usual one: the
   * per-account ceiling and the per-address cap do not apply to it (the pair's growing wait does).
   */
  usualAddressForMs: 30 * 24 * 60 * MINUTE,
  /**
   * One attempt at a time per account and address: a burst of parallel guesses cannot all pass the
   * check before the first failure is counted (the store has no atomic increment, and a password
   * check takes long enough for a whole burst to slip past). A lock older than this was left by a crash.
   */
  attemptLockMs: 30_000,
  /** How long an attempt waits for the one before it; past that it is refused (a 429, try again). */
  attemptLockWaitMs: 3_000,
};
