import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { callFrom } from '../../testing/call-from.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const OFFICE = 'office-alerts@school.example';
// Each wrong password is a real scrypt check (the ceiling test makes 100): more time than the default.
const SLOW = 120_000;
const TOO_MANY = /^Too many failed sign-in attempts\. Please wait \d+ (second|minute)s? and try again\.$/;

// Every request really comes from the loopback address it names (no header is trusted), so
// "another device" and "a stranger elsewhere" are what the server sees in req.ip.
describe('sign-in limits that strangers cannot turn into a lockout', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // The app's clock, moved by the tests to pass the waits and the counting windows without sleeping.
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let block = 0;
  /** Each test's own addresses, 127.0.<test>.<i>, so no test shares an address's counts with another. */
  let at: (i: number) => string = () => '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: OFFICE, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });
  beforeEach(() => {
    const b = ++block;
    at = (i) => `127.0.${b}.${i}`;
    // A minute into a fresh hour for each test, so one test's counts never spill into the next.
    now = (Math.floor(now / HOUR) + 2) * HOUR + MINUTE;
  });

  const login = (from: string, email: string, password: string) => callFrom(api.url, from, 'POST', '/auth/login', { email, password });
  const alertsFor = (email: string) => sink.messages.filter((mail) => mail.subject?.includes(email));

  it(
    "50 wrong passwords from other addresses leave the right password working from the member's address",
    async () => {
      const { email, password } = await api.staff();
      expect((await login(at(1), email, password)).status).toBe(200);
      // Ten strangers, five guesses each, then one stranger hammering away.
      for (let i = 0; i < 50; i++) expect((await login(at(10 + (i % 10)), email, `guess ${i}`)).status).toBe(401);
      const hammering = [];
      for (let i = 0; i < 50; i++) hammering.push((await login(at(30), email, `guess ${i}`)).status);
      expect(hammering).toEqual([...Array<number>(5).fill(401), ...Array<number>(45).fill(429)]);

      expect((await login(at(1), email, password)).status).toBe(200);
      // Below the account's ceiling, a new device of the member's signs in too.
      expect((await login(at(2), email, password)).status).toBe(200);
      // The strangers' addresses wait, even with the right password.
      expect((await login(at(30), email, password)).status).toBe(429);
    },
    SLOW,
  );

  it('slows repeated failures from one address with growing waits, checked before the password, and a success resets them', async () => {
    const { email, password } = await api.staff();
    for (let i = 0; i < 5; i++) expect((await login(at(1), email, `typo ${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let k = 0; k < 11; k++) {
      // The right password is refused too: the wait is checked before the password is.
      const refused = await login(at(1), email, password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: expect.stringMatching(TOO_MANY) });
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      now += (wait - 1) * 1000;
      expect((await login(at(1), email, password)).headers['retry-after']).toBe('1');
      now += 1000;
      expect((await login(at(1), email, `guess ${k}`)).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const last = await login(at(1), email, password);
    expect(last.body.error).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    // Meanwhile the member signs in from another device.
    expect((await login(at(2), email, password)).status).toBe(200);

    now += 900_000;
    expect((await login(at(1), email, password)).status).toBe(200);
    // The success cleared that address's failures: five free tries again, then 2 seconds.
    for (let i = 0; i < 5; i++) expect((await login(at(1), email, `typo ${i}`)).status).toBe(401);
    const again = await login(at(1), email, `typo 6`);
    expect(again).toMatchObject({ status: 429, body: { error: 'Too many failed sign-in attempts. Please wait 2 seconds and try again.' } });
    // Failures are forgotten a day after the last one.
    now += 24 * HOUR;
    expect((await login(at(1), email, 'typo 7')).status).toBe(401);
  });

  it(
    "at the account's ceiling alerts the office once and refuses only unknown addresses",
    async () => {
      const { email, password } = await api.staff();
      expect((await login(at(1), email, password)).status).toBe(200);
      for (let i = 0; i < 100; i++) expect((await login(at(10 + Math.floor(i / 5)), email, `guess ${i}`)).status).toBe(401);
      const [alert, ...more] = alertsFor(email);
      expect(more).toEqual([]);
      expect(alert?.to).toMatchObject({ value: [{ address: OFFICE }] });
      expect(alert?.text).toContain(`refused 100 sign-ins to the staff account ${email}`);

      // An address the account never signed in from waits for the rest of the hour, right password or not.
      const stranger = await login(at(100), email, password);
      expect(stranger.status).toBe(429);
      expect(stranger.body.error).toMatch(TOO_MANY);
      expect(Number(stranger.headers['retry-after'])).toBe(59 * 60);
      // The member's usual address is not blocked; more failures send no second alert.
      expect((await login(at(1), email, 'typo')).status).toBe(401);
      expect((await login(at(1), email, password)).status).toBe(200);
      expect(alertsFor(email)).toHaveLength(1);

      now += HOUR;
      expect((await login(at(100), email, password)).status).toBe(200);
    },
    SLOW,
  );

  it('checks parallel attempts from one address one at a time: a burst cannot outrun the count, two tabs both sign in', async () => {
    const { email, password } = await api.staff();
    const tabs = await Promise.all([login(at(1), email, password), login(at(1), email, password), login(at(1), email, password)]);
    expect(tabs.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(at(1), email, `guess ${i}`)));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await login(at(2), email, password)).status).toBe(200);
  });

  it('keeps neither e-mail addresses nor client addresses in clear in its records', async () => {
    const { email } = await api.staff();
    for (let i = 0; i < 6; i++) await login(at(1), email, `guess ${i}`);
    const records = JSON.stringify(await api.home.store.find(RATE_LIMITS));
    expect(records).not.toContain(email);
    expect(records).not.toContain('127.0.');
  });
});
