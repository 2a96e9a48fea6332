// Every rate limit of the site in one place, with defaults that never get in the way of staff or
// parents using the site normally (several staff share the school's one IP address).
const MINUTE = 60_000;

export const LIMITS = {
  /** Failed sign-ins per account, then a pause. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, across accounts (password spraying). */
  loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
};
