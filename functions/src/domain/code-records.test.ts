import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_SWEEP_INTERVAL_MS, startExpirySweep } from '../entry/embedded/expiry-sweep.js';
import { startTestApi, type TestApi } from '../testing/api-server.js';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { codeFromMail } from '../testing/verify-email.js';
import { CODE_RECORDS, OTP_CODES, OTP_GUESSES, RATE_LIMITS, SESSIONS, VERIFIED_EMAILS } from './collections.js';
import { deleteExpiredCodeRecords } from './expiry.js';
import { emailKey } from './otp/otp-codes.js';

const MINUTE = 60_000;

// Issue 37: the records of a parent's one-time code (the code, its guesses, the verified address)
// go the moment they are used, and within minutes of expiry when they are not. The embedded home's
// real SQLite file behind the real API, its mail through a real SMTP server, and a test clock.
describe('the records of one-time codes (embedded home)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let now = Date.parse('2026-11-29T10:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;
  const nextEmail = () => `parent${++n}.${Date.now()}@family.example`;
  const codeRecords = async () =>
    Object.fromEntries(await Promise.all(CODE_RECORDS.map(async (c) => [c, await api.home.store.count(c)] as const)));
  const sendCode = async (email: string) => {
    expect((await api.call('POST', '/auth/send-otp', { body: { email } })).status).toBe(200);
    return codeFromMail(sink.messages, email);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('leaves no record of a code once it is verified and the message sent', async () => {
    const before = await codeRecords();
    const email = nextEmail();
    const code = await sendCode(email);
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: wrong(code) } })).status).toBe(400);
    expect(await codeRecords()).toEqual({ ...before, [OTP_CODES]: before[OTP_CODES]! + 1, [OTP_GUESSES]: before[OTP_GUESSES]! + 1 });

    // Verified: the code and both its guesses are gone; the address is verified until its message.
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: code } })).status).toBe(200);
    expect(await codeRecords()).toEqual({ ...before, [VERIFIED_EMAILS]: before[VERIFIED_EMAILS]! + 1 });
    const sent = await api.call('POST', '/content/contact', {
      body: {
        name: 'Harpreet Kaur',
        email,
        subject: 'Admission for class 3',
        message: 'Is there a seat for my daughter in class 3?',
        consent: true,
      },
    });
    expect(sent.status).toBe(201);
    expect(await codeRecords()).toEqual(before);
    const key = emailKey(email);
    for (const collection of CODE_RECORDS) expect(await api.home.store.get(collection, key), collection).toBeNull();
    // The code cannot be used a second time, nor the verification for a second message.
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: code } })).status).toBe(400);
  });

  it('deletes a code expired five minutes ago, with its guesses and an expired verification; a live code stays and still works', async () => {
    // An address verified and no message sent: valid 30 minutes.
    const unsent = nextEmail();
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: unsent, otp: await sendCode(unsent) } })).status).toBe(200);
    // A code guessed wrong once and never used, 20 minutes later: valid 10 minutes.
    now += 20 * MINUTE;
    const stale = nextEmail();
    const staleCode = await sendCode(stale);
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: stale, otp: wrong(staleCode) } })).status).toBe(400);
    now += 10 * MINUTE;
    const live = nextEmail();
    const liveCode = await sendCode(live);
    // Five minutes on, the verification and the stale code expired five minutes ago; the live code has five to go.
    now += 5 * MINUTE;
    const otherRecords = async () => ({
      [RATE_LIMITS]: await api.home.store.count(RATE_LIMITS),
      [SESSIONS]: await api.home.store.count(SESSIONS),
    });
    const others = await otherRecords();
    expect(await deleteExpiredCodeRecords(api.home.store, clock)).toBe(3);
    expect(await codeRecords()).toEqual({ [OTP_CODES]: 1, [OTP_GUESSES]: 0, [VERIFIED_EMAILS]: 0 });
    expect(await api.home.store.get(OTP_CODES, emailKey(live))).not.toBeNull();
    // Throttle counters and sessions keep their own (longer) times: the hourly sweep's.
    expect(await otherRecords()).toEqual(others);
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: live, otp: liveCode } })).status).toBe(200);
    // The live code now used, the sweep finds nothing more of it.
    expect(await codeRecords()).toEqual({ [OTP_CODES]: 0, [OTP_GUESSES]: 0, [VERIFIED_EMAILS]: 1 });
  });

  it('runs every few minutes on the embedded home, over the code records alone', async () => {
    expect(CODE_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(5 * MINUTE);
    const expired = new Date(now - 5 * MINUTE).toISOString();
    for (const collection of [...CODE_RECORDS, RATE_LIMITS]) await api.home.store.set(collection, 'expired', { expiresAt: expired });
    const errors: unknown[] = [];
    const sweep = await startExpirySweep(
      { store: api.home.store, clock, collections: CODE_RECORDS, onError: (error) => errors.push(error) },
      CODE_SWEEP_INTERVAL_MS,
    );
    sweep.stop();
    for (const collection of CODE_RECORDS) expect(await api.home.store.get(collection, 'expired'), collection).toBeNull();
    // The rest is the hourly sweep's.
    expect(await api.home.store.get(RATE_LIMITS, 'expired')).not.toBeNull();
    expect(errors).toEqual([]);
  });
});
