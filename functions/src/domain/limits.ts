// Every rate limit of the site in one place, with defaults that never get in the way of staff or
// parents using the site normally (several staff share the school's one IP address).
// Limits of what may be stored (upload size, pixels, field lengths, the tag list) are not here:
// they sit beside their schema in @school/shared (image-schemas, gallery-schemas, ...), where the
// web forms read the same numbers.
const MINUTE = 60_000;

export const LIMITS = {
  /** Failed sign-ins per account, then a pause. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, across accounts (password spraying). */
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /** E-mail verification codes sent to one address (each send is a mail someone did not ask for). */
  otpSendsPerAddress: { max: 5, windowMs: 60 * MINUTE },
  /** Codes sent on behalf of one client address, across e-mail addresses (mail bombing). */
  otpSendsPerIp: { max: 20, windowMs: 60 * MINUTE },
};

/** The contact form's e-mail verification: how long a code and a verification last. */
export const OTP = {
  /** A code is void after this long. */
  codeTtlMs: 10 * MINUTE,
  /** Wrong guesses allowed per code; after that it is void and a new one must be sent. */
  maxGuesses: 5,
  /** A verified address may send a contact message within this time. */
  verifiedForMs: 30 * MINUTE,
};
