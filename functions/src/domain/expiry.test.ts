import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-server.js';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { codeFromMail, verifyEmail } from '../testing/verify-email.js';
import { ACCOUNTS, EXPIRING, OTP_CODES, OTP_GUESSES, PASSWORD_LINKS, RATE_LIMITS, SESSIONS, VERIFIED_EMAILS } from './collections.js';
import { deleteExpiredRecords } from './expiry.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// The embedded home's real SQLite file behind the real API; the app's clock is moved past each
// record's expiry and the sweep the server runs hourly is run with it.
describe('expiry of short-lived records (embedded home)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // Staff sessions take real time (the identity's clock), so the test's time starts from it too.
  const start = Date.now();
  let now = start;
  const clock = { now: () => new Date(now) };
  // The kinds the API makes here; EXPIRING may hold longer-lived ones too (the audit log's year).
  const kinds = [OTP_CODES, OTP_GUESSES, VERIFIED_EMAILS, RATE_LIMITS, SESSIONS, PASSWORD_LINKS];
  const counts = async () =>
    Object.fromEntries(await Promise.all(kinds.map(async (c) => [c, await api.home.store.count(c)] as const))) as Record<string, number>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('deletes an expired OTP record, and each other kind once expired, while unexpired ones and the rest stay', async () => {
    // A code with a wrong guess (otps, otp_guesses), a verified address (verified_emails), the send
    // throttle's and a failed sign-in's records (rate_limits), a staff session (sessions) and an
    // invitation (password_links), all made through the API as visitors and staff make them.
    expect((await api.call('POST', '/auth/send-otp', { body: { email: 'parent@family.example' } })).status).toBe(200);
    const code = codeFromMail(sink.messages, 'parent@family.example');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: 'parent@family.example', otp: wrong } })).status).toBe(400);
    await verifyEmail(api, sink.messages, 'verified@family.example');
    const { token, email } = await api.staff('superadmin');
    expect((await api.call('POST', '/auth/login', { body: { email, password: 'not the password' } })).status).toBe(401);
    const invited = await api.call('POST', '/staff', {
      token,
      body: { name: 'New Teacher', email: 'teacher@school.example', role: 'admin' },
    });
    expect(invited.status).toBe(201);
    const accounts = await api.home.store.count(ACCOUNTS);
    const made = await counts();
    for (const collection of kinds) expect(made[collection], collection).toBeGreaterThan(0);
    expect(EXPIRING).toEqual(expect.arrayContaining(kinds));

    // Nothing has expired yet.
    expect(await deleteExpiredRecords(api.home.store, clock)).toBe(0);
    expect(await counts()).toEqual(made);

    // Past the code's 10 minutes: the code and its guesses are gone; the verified address (30 min),
    // the session (7 days) and the invitation (72 h) stay.
    now = start + 11 * MINUTE;
    expect(await deleteExpiredRecords(api.home.store, clock)).toBeGreaterThanOrEqual(2);
    const later = await counts();
    expect(later[OTP_CODES]).toBe(0);
    expect(later[OTP_GUESSES]).toBe(0);
    expect(later[VERIFIED_EMAILS]).toBe(made[VERIFIED_EMAILS]);
    expect(later[SESSIONS]).toBe(made[SESSIONS]);
    expect(later[PASSWORD_LINKS]).toBe(made[PASSWORD_LINKS]);
    expect(later[RATE_LIMITS]).toBeGreaterThan(0);
    // The staff member is still signed in: the session's record was kept.
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(200);

    // A week and a day later every short-lived record has gone but the client that verified an
    // address, remembered for 30 days (SEND_LIMITS.otp.knownClientForMs); a month later it has too.
    now = start + 8 * DAY;
    expect(await deleteExpiredRecords(api.home.store, clock)).toBeGreaterThan(0);
    expect(await counts()).toEqual({ ...Object.fromEntries(kinds.map((c) => [c, 0])), [RATE_LIMITS]: 1 });
    now = start + 31 * DAY;
    expect(await deleteExpiredRecords(api.home.store, clock)).toBe(1);
    expect(Object.values(await counts())).toEqual(kinds.map(() => 0));
    expect(await api.home.store.count(ACCOUNTS)).toBe(accounts);
  });

  it('sweeps every expiring collection, a later one included, and only past its expiresAt', async () => {
    now = start + 40 * DAY;
    const past = new Date(now - 1).toISOString();
    const future = new Date(now + MINUTE).toISOString();
    for (const collection of EXPIRING) {
      await api.home.store.set(collection, 'expired', { expiresAt: past });
      await api.home.store.set(collection, 'live', { expiresAt: future });
    }
    expect(await deleteExpiredRecords(api.home.store, clock)).toBe(EXPIRING.length);
    for (const collection of EXPIRING) {
      expect(await api.home.store.get(collection, 'expired'), collection).toBeNull();
      expect(await api.home.store.get(collection, 'live'), collection).not.toBeNull();
    }
  });
});
