import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer.js';
import { InvalidCredentialsError, RetryLaterError } from '../errors.js';
import { delayMs, throttledSignIn, waitText } from './sign-in-throttle.js';

// The throttle in each home's store (SQLite; Firestore through the in-process emulator), with the
// password check replaced by a stub: what is counted, when it refuses, whom it mails. The API test
// (http/routes/sign-in-limits.test.ts) walks the same rules over HTTP with real passwords.

const HOUR = 3_600_000;
const STAFF = 'head@school.example';
const STAFF_ACCOUNT = {
  id: 'u1',
  name: 'Head',
  email: STAFF,
  role: 'superadmin' as const,
  disabled: false,
  hasPassword: true,
  lastSignInAt: null,
  createdAt: null,
};
const wrong = async (): Promise<string> => {
  throw new InvalidCredentialsError();
};
const right = async () => 'signed in';

describe('sign-in waits', () => {
  it('doubles from 2 seconds after the fifth failure, up to 15 minutes, and says short waits in seconds', () => {
    expect([5, 6, 7, 13, 14, 15, 1000].map((failures) => delayMs(failures) / 1000)).toEqual([2, 4, 8, 512, 900, 900, 900]);
    expect([1, 2, 59, 60, 61, 900].map(waitText)).toEqual(['1 second', '2 seconds', '59 seconds', '1 minute', '2 minutes', '15 minutes']);
  });
});

describe.each(EACH_HOME_STORE)('sign-in throttle (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  const mails: MailMessage[] = [];
  let n = 0;
  let email = '';
  const deps = () => ({
    store,
    clock: { now: () => new Date(now) },
    mailer: { send: async (mail: MailMessage) => void mails.push(mail), close: async () => {} },
    identity: { findByEmail: async (email: string) => (email === STAFF ? STAFF_ACCOUNT : null) },
    installerOfficeEmail: 'office@school.example',
  });
  const tryFrom = (ip: string, attempt: () => Promise<string> = wrong, who = email) =>
    throttledSignIn(deps(), who, ip, attempt).then(
      () => 200,
      (error: unknown) => (error instanceof RetryLaterError ? 429 : error instanceof InvalidCredentialsError ? 401 : 500),
    );

  beforeAll(async () => {
    ({ store, dispose } = await open());
    mails.length = 0;
  });
  afterAll(async () => dispose());
  beforeEach(() => {
    email = `member${++n}@school.example`;
    now = (Math.floor(now / HOUR) + 2) * HOUR + 60_000;
  });

  it('counts failures per account and address: others keep signing in', async () => {
    for (let i = 0; i < 5; i++) expect(await tryFrom('203.0.113.7')).toBe(401);
    expect(await tryFrom('203.0.113.7', right)).toBe(429);
    expect(await tryFrom('198.51.100.1', right)).toBe(200);
    expect(await tryFrom('203.0.113.7', right, `colleague${n}@school.example`)).toBe(200);
  });

  it('counts an IPv6 /64 as one address (its owner picks any address in it), IPv4-mapped as IPv4', async () => {
    for (let i = 1; i <= 5; i++) expect(await tryFrom(`2001:db8:1:2::${i}`)).toBe(401);
    expect(await tryFrom('2001:db8:1:2:ffff:1:2:3', right)).toBe(429);
    expect(await tryFrom('2001:db8:1:3::1', right)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await tryFrom('::ffff:192.0.2.9', wrong, `v4${n}@school.example`)).toBe(401);
    expect(await tryFrom('192.0.2.9', right, `v4${n}@school.example`)).toBe(429);
  });

  it('caps one address across accounts, except for accounts that signed in from there', async () => {
    expect(await tryFrom('203.0.113.8', right)).toBe(200);
    for (let i = 0; i < 50; i++) expect(await tryFrom('203.0.113.8', wrong, `sprayed${i}-${n}@school.example`)).toBe(401);
    expect(await tryFrom('203.0.113.8', right, `newcomer${n}@school.example`)).toBe(429);
    expect(await tryFrom('203.0.113.8', right)).toBe(200);
  });

  it("mails the office once at a staff account's ceiling, then refuses only addresses that account never used", async () => {
    expect(await tryFrom('192.0.2.1', right, STAFF)).toBe(200);
    for (let i = 0; i < 100; i++) expect(await tryFrom(`198.51.100.${10 + Math.floor(i / 5)}`, wrong, STAFF)).toBe(401);
    expect(mails.filter((mail) => mail.subject.includes(STAFF))).toHaveLength(1);
    expect(mails.at(-1)).toMatchObject({ to: 'office@school.example', subject: `Many failed sign-ins to the staff account ${STAFF}` });
    expect(await tryFrom('198.51.100.200', right, STAFF)).toBe(429);
    expect(await tryFrom('192.0.2.1', wrong, STAFF)).toBe(401);
    expect(await tryFrom('192.0.2.1', right, STAFF)).toBe(200);
    expect(mails.filter((mail) => mail.subject.includes(STAFF))).toHaveLength(1);
    now += HOUR;
    expect(await tryFrom('198.51.100.200', right, STAFF)).toBe(200);
    // A hundred attempts, each a few transactions: past 30 s on the Firestore stand-in on two busy cores.
  }, 90_000);

  it('sends nothing for an e-mail that is no staff account, yet answers it the same way', async () => {
    const before = mails.length;
    for (let i = 0; i < 100; i++) expect(await tryFrom(`198.51.100.${10 + Math.floor(i / 5)}`)).toBe(401);
    expect(await tryFrom('198.51.100.200')).toBe(429);
    expect(mails.length).toBe(before);
  }, 90_000);

  it('runs one attempt per account and address at a time: the next waits its turn, so a burst cannot outrun the count', async () => {
    let release = () => {};
    let started = () => {};
    const checking = new Promise<void>((resolve) => (started = resolve));
    const slow = () => (started(), new Promise<string>((_resolve, reject) => (release = () => reject(new InvalidCredentialsError()))));
    const first = tryFrom('203.0.113.9', slow);
    await checking;
    const queued = Promise.all([tryFrom('203.0.113.9', right), tryFrom('203.0.113.9', right)]);
    // Another address for the same account is not held up.
    expect(await tryFrom('203.0.113.10', right)).toBe(200);
    release();
    expect(await first).toBe(401);
    expect(await queued).toEqual([200, 200]);
  });

  it('takes over a lock a crashed attempt left behind', async () => {
    let started = () => {};
    const checking = new Promise<void>((resolve) => (started = resolve));
    void tryFrom('203.0.113.11', () => (started(), new Promise<string>(() => {})));
    await checking;
    // Held past SIGN_IN.attemptLockWaitMs: refused, to be tried again.
    expect(await tryFrom('203.0.113.11', right)).toBe(429);
    now += 31_000;
    expect(await tryFrom('203.0.113.11', right)).toBe(200);
  });
});
