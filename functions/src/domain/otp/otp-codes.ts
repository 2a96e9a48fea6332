import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the system's cryptographic generator (never Math.random). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Codes are kept only as salted hashes, so a copy of the database (a backup, an export) does not
 * hand out live codes. The code space is small, but a code lives ten minutes and takes five guesses.
 */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function codeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashCode(code, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Document id for everything kept per address; the address itself is not written as a key. */
export function emailKey(email: string): string {
  return createHash('sha256').update(`email:${email.trim().toLowerCase()}`).digest('hex');
}
