import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer } from '../../ports/mailer.js';
import { INVALID_OTP, sendOtpSchema, verifyOtpSchema } from '@school/shared/contact-schemas';
import { OTP_CODES, OTP_GUESSES, VERIFIED_EMAILS } from '../collections.js';
import { newId } from '../ids.js';
import { AppError, ConflictError, ForbiddenError, RetryLaterError, TooManyRequestsError, ValidationError, waitText } from '../errors.js';
import { OTP, SEND_LIMITS } from '../limits.js';
import { parse } from '../parse.js';
import { RateLimiter } from '../throttles/rate-limit.js';
import { rememberKnownClient, throttleSend } from '../throttles/send-throttle.js';
import { officeEmail } from '../settings/school-settings.js';
import { codeMatches, emailKey, hashCode, newCode, newSalt } from './otp-codes.js';
import { otpCeilingAlertMail, otpMail } from './otp-mail.js';

type StoredCode = {
  codeId: string;
  salt: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
};

export const NO_LIVE_CODE = 'This OTP is no longer valid. Please request a new one.';
export const CODE_VOIDED = 'Invalid OTP. Too many wrong attempts: please request a new one.';
export const NOT_VERIFIED = 'Please verify your email address before sending a message.';

const tooManyCodes = (wait: number) => `Too many codes requested. Please wait ${waitText(wait)} and try again.`;

/** Too many codes asked for one address; the error middleware adds Retry-After. */
export class OtpSendLimitError extends RetryLaterError {
  constructor(retryAfter: number) {
    super(tooManyCodes(retryAfter), retryAfter);
  }
}

export interface VerificationOptions {
  /** The office's address before staff set one (AppConfig.officeEmail): where the ceiling alert goes. */
  installerOfficeEmail: string;
  log?: Pick<Console, 'error'>;
}

/**
 * E-mail ownership checks for the contact form: send a one-time code, check it, and remember for a
 * while that the address was verified. Everything lives in the DocumentStore, so it holds across
 * Cloud Function instances. Answers are the same whether or not an address was seen before.
 */
export class EmailVerification {
  constructor(
    private readonly store: DocumentStore,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly options: VerificationOptions,
  ) {}

  /**
   * Sends a fresh code (voiding any earlier one) within SEND_LIMITS.otp: a stranger asking from
   * elsewhere never keeps the owner's own device from getting a code. A network past the address's
   * ceiling, or anyone but its known clients past the ceiling from all networks, is refused until
   * the window ends, and the office is told once. `input`: the address and `locale` (the page's
   * language), in which and in English the mail is written; a bad one is refused before it counts.
   */
  async sendCode(input: unknown, clientIp: string | undefined): Promise<void> {
    const { email, locale } = parse(sendOtpSchema, input);
    const { store, clock, mailer } = this;
    const limits = SEND_LIMITS.otp;
    // Counted before sending: a mail that fails still cost someone an attempt at mail bombing.
    const verdict = await throttleSend(
      { store, clock, log: this.options.log },
      {
        kind: 'otp',
        subject: email,
        clientIp,
        limits,
        message: tooManyCodes,
        onCeiling: async () => {
          const to = await officeEmail({ store, installerOfficeEmail: this.options.installerOfficeEmail });
          await mailer.send({ to, ...otpCeilingAlertMail(email, limits.ceiling) });
        },
      },
    );
    if (verdict === 'ceiling') throw new OtpSendLimitError(new RateLimiter(store, clock).windowEndsIn(limits.ceiling));

    const code = newCode();
    const salt = newSalt();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + OTP.codeTtlMs);
    const stored: StoredCode = {
      codeId: newId(),
      salt,
      codeHash: hashCode(code, salt),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
    const key = emailKey(email);
    await this.store.set(OTP_CODES, key, { ...stored });
    try {
      await this.mailer.send({ to: email, ...otpMail(code, OTP.codeTtlMs, expiresAt, locale) });
    } catch (error) {
      await this.store.delete(OTP_CODES, key);
      // 503 is logged by the error middleware with the mailer's reason attached.
      throw Object.assign(new AppError(503, 'We could not send the email right now. Please try again later.'), { cause: error });
    }
  }

  /**
   * Checks a code; on success the address counts as verified for OTP.verifiedForMs, and the client
   * that verified it becomes one of the address's known clients (send-throttle.ts: it still gets
   * codes when strangers have used up the address's ceiling). `input`: the address and the code.
   */
  async verify(input: unknown, clientIp: string | undefined): Promise<void> {
    const { email, otp } = parse(verifyOtpSchema, input);
    const key = emailKey(email);
    const stored = await this.store.get<StoredCode>(OTP_CODES, key);
    const now = this.clock.now();
    if (!stored || Date.parse(stored.expiresAt) <= now.getTime()) throw new ValidationError(NO_LIVE_CODE);

    const guess = await this.claimGuess(stored, now);
    // A voided code's guess slots stay until it expires (then the code sweep takes them within
    // minutes): a guess that read the code before it was deleted must still find them all taken.
    if (guess === null) {
      await this.store.delete(OTP_CODES, key);
      throw new TooManyRequestsError(CODE_VOIDED);
    }
    if (!codeMatches(otp, stored.salt, stored.codeHash)) {
      if (guess < OTP.maxGuesses) throw new ValidationError(INVALID_OTP);
      await this.store.delete(OTP_CODES, key);
      throw new ValidationError(CODE_VOIDED);
    }
    // Single use: the code and its guesses are gone the moment it has done its job.
    await this.forgetCode(key, stored);
    await this.store.set(VERIFIED_EMAILS, key, {
      verifiedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + OTP.verifiedForMs).toISOString(),
    });
    await rememberKnownClient({ store: this.store, clock: this.clock }, { kind: 'otp', subject: email, clientIp, limits: SEND_LIMITS.otp });
  }

  /** 403 unless the address was verified within OTP.verifiedForMs. */
  async assertVerified(email: string): Promise<void> {
    const doc = await this.store.get<{ verifiedAt: string }>(VERIFIED_EMAILS, emailKey(email));
    const age = doc ? this.clock.now().getTime() - Date.parse(doc.verifiedAt) : Infinity;
    if (!(age >= 0 && age < OTP.verifiedForMs)) throw new ForbiddenError(NOT_VERIFIED);
  }

  /** One verification, one message: sending again needs a new code. */
  async consume(email: string): Promise<void> {
    await this.store.delete(VERIFIED_EMAILS, emailKey(email));
  }

  /**
   * A used code's records, at once rather than at its expiry (issue 37: nothing of a parent's code
   * is kept longer than needed). A guess racing this one can only verify the same address again.
   */
  private async forgetCode(key: string, stored: StoredCode): Promise<void> {
    await this.store.delete(OTP_CODES, key);
    const slots = Array.from({ length: OTP.maxGuesses }, (_, i) => `${stored.codeId}-${i + 1}`);
    await Promise.all(slots.map((slot) => this.store.delete(OTP_GUESSES, slot)));
  }

  /**
   * Each guess claims a numbered slot with `create`, which fails when the slot is taken. Reading and
   * bumping a counter would let parallel guesses all see the same count; claiming slots caps the
   * guesses per code at OTP.maxGuesses however many requests race. Returns the slot (1-based) or null.
   */
  private async claimGuess(stored: StoredCode, now: Date): Promise<number | null> {
    for (let slot = 1; slot <= OTP.maxGuesses; slot++) {
      try {
        await this.store.create(OTP_GUESSES, `${stored.codeId}-${slot}`, { claimedAt: now.toISOString(), expiresAt: stored.expiresAt });
        return slot;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return null;
  }
}
