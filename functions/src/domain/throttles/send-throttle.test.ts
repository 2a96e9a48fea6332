import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { RATE_LIMITS } from '../collections.js';
import { RetryLaterError } from '../errors.js';
import { NETWORK_BUSY, rememberKnownClient, sendDelayMs, throttleSend, type SendLimits } from './send-throttle.js';

// The send throttle in each home's store (SQLite; Firestore through the in-process emulator): who
// may have something mailed, who waits, which networks and known clients a ceiling still lets
// through, and when the office hears of it. The API tests
// (http/routes/otp.test.ts, otp-client-address.test.ts) walk the same rules for the contact form's codes.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LIMITS: SendLimits = {
  freeSends: 3,
  maxDelayMs: 60 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  perClient: { max: 20, windowMs: HOUR },
  ceiling: { perNetwork: 10, max: 30, perKnownClient: 3, windowMs: HOUR },
  knownClientForMs: 30 * DAY,
};

describe('send waits', () => {
  it('double from 2 minutes after the free sends, up to the longest wait', () => {
    expect([3, 4, 5, 6, 7, 8, 100].map((sends) => sendDelayMs(sends, LIMITS) / MINUTE)).toEqual([2, 4, 8, 16, 32, 60, 60]);
  });
});

describe.each(EACH_HOME_STORE)('send throttle (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  let n = 0;
  let subject = '';
  let alerts: string[] = [];
  let logged: unknown[] = [];
  let failAlert = false;

  /** 'send', 'ceiling', or the refusal as `429 <Retry-After> <message>`. */
  const ask = (clientIp: string | undefined, who = subject, limits = LIMITS, kind = 'otp') =>
    throttleSend(
      { store, clock: { now: () => new Date(now) }, log: { error: (...args: unknown[]) => void logged.push(args) } },
      {
        kind,
        subject: who,
        clientIp,
        limits,
        message: (wait) => `wait ${wait}`,
        onCeiling: async () => {
          alerts.push(who);
          if (failAlert) throw new Error('mail server down');
        },
      },
    ).catch((error: unknown) => {
      if (error instanceof RetryLaterError) return `429 ${error.retryAfter} ${error.message}`;
      throw error;
    });
  const askTimes = async (times: number, clientIp: string | undefined, who = subject) => {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await ask(clientIp, who));
    return answers;
  };
  const remember = (clientIp: string | undefined, who = subject, kind = 'otp') =>
    rememberKnownClient({ store, clock: { now: () => new Date(now) } }, { kind, subject: who, clientIp, limits: LIMITS });
  /** The ceiling from all networks (30), reached by ten networks asking three times each. */
  const fillCeiling = async () => {
    for (let i = 1; i <= 10; i++) expect(await askTimes(3, `10.${i}.0.1`)).toEqual(['send', 'send', 'send']);
  };

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());
  beforeEach(() => {
    subject = `parent${++n}@family.example`;
    alerts = [];
    logged = [];
    failAlert = false;
    // A minute into a fresh hour for each test, so one test's window counts never spill into the next.
    now = (Math.floor(now / HOUR) + 2) * HOUR + MINUTE;
  });

  it("counts per subject and client address: a stranger's sends never hold up the subject's own device", async () => {
    expect(await askTimes(3, '198.51.100.1')).toEqual(['send', 'send', 'send']);
    expect(await ask('198.51.100.1')).toBe('429 120 wait 120');
    expect(await askTimes(3, '203.0.113.5')).toEqual(['send', 'send', 'send']);
    expect(await ask('198.51.100.1', `other-${subject}`)).toBe('send');
    // Another kind of mail has counts of its own.
    expect(await ask('198.51.100.1', subject, LIMITS, 'reset-link')).toBe('send');
  });

  it('makes each further send wait 2, 4, 8 ... minutes since the last, and forgets a pair an hour after its last send', async () => {
    await askTimes(3, '198.51.100.2');
    const waits: number[] = [];
    for (let k = 0; k < 6; k++) {
      const refused = await ask('198.51.100.2');
      const wait = Number(refused.split(' ')[1]);
      waits.push(wait);
      now += (wait - 1) * 1000;
      expect(await ask('198.51.100.2')).toBe('429 1 wait 1');
      now += 1000;
      expect(await ask('198.51.100.2')).toBe('send');
    }
    expect(waits.map((wait) => wait / 60)).toEqual([2, 4, 8, 16, 32, 60]);
    now += 60 * MINUTE;
    expect(await askTimes(3, '198.51.100.2')).toEqual(['send', 'send', 'send']);
  });

  it('counts an IPv6 /64 as one client, and a missing address as one shared "unknown"', async () => {
    for (let i = 1; i <= 3; i++) expect(await ask(`2001:db8:5:6::${i}`)).toBe('send');
    expect(await ask('2001:db8:5:6:ffff::9')).toMatch(/^429 /);
    expect(await ask('2001:db8:5:7::1')).toBe('send');
    await askTimes(3, undefined);
    expect(await ask(undefined)).toMatch(/^429 /);
  });

  it('caps one client across subjects for the window (mail bombing many inboxes); other clients go on', async () => {
    for (let i = 0; i < 20; i++) expect(await ask('203.0.113.9', `bulk${i}-${subject}`)).toBe('send');
    expect(await ask('203.0.113.9', `bulk20-${subject}`)).toBe(`429 ${59 * 60} wait ${59 * 60}`);
    expect(await ask('203.0.113.10', `bulk20-${subject}`)).toBe('send');
    now += HOUR;
    expect(await ask('203.0.113.9', `bulk21-${subject}`)).toBe('send');
  });

  it("counts the subject's ceiling per network: past it that network is refused, the subject's own device elsewhere is not", async () => {
    // The attack: twelve codes asked for from four addresses of one network.
    for (let i = 1; i <= 3; i++) expect(await askTimes(3, `198.51.100.${10 + i}`)).toEqual(['send', 'send', 'send']);
    expect(alerts).toEqual([]);
    expect(await askTimes(3, '198.51.100.14')).toEqual(['send', 'ceiling', 'ceiling']);
    expect(await ask('198.51.100.200')).toBe('ceiling');
    expect(alerts).toEqual([subject]);
    // Another network, the owner's, is not held up; nor is another subject asked from the full network.
    expect(await askTimes(3, '192.0.2.1')).toEqual(['send', 'send', 'send']);
    expect(await ask('198.51.100.201', `other-${subject}`)).toBe('send');
    // Answers at the ceiling still count: the pair's wait goes on.
    expect(await ask('198.51.100.14')).toMatch(/^429 /);
    now += HOUR;
    expect(await ask('198.51.100.14')).toBe('send');
    expect(alerts).toEqual([subject]);
  });

  it('counts an IPv6 /48 as one network', async () => {
    for (let i = 1; i <= 4; i++) await askTimes(3, `2001:db8:7:${i}::1`);
    expect(await ask('2001:db8:7:99::1')).toBe('ceiling');
    expect(await ask('2001:db8:8::1')).toBe('send');
  });

  it('lets only the network ceiling through when a burst from many addresses of one network races', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `198.51.100.${100 + i}`);
    const burst = await Promise.all(addresses.map((address) => ask(address)));
    // One network's requests take turns: on a slow machine some wait past the turn's limit and are
    // told to try again in a second (never let through); they do, as a browser does, one by one.
    const answers = [];
    for (const [i, answer] of burst.entries()) {
      answers.push(answer === `429 1 ${NETWORK_BUSY}` ? await ask(addresses[i]) : answer);
    }
    expect(answers.filter((answer) => answer === 'send')).toHaveLength(10);
    expect(answers.filter((answer) => answer === 'ceiling')).toHaveLength(2);
  });

  it('past the ceiling from all networks lets only known clients through, a few each, and runs onCeiling once', async () => {
    await remember('192.0.2.7');
    await remember('192.0.2.8', `other-${subject}`);
    await remember('192.0.2.9', subject, 'reset-link');
    await fillCeiling();
    expect(await ask('203.0.113.1')).toBe('ceiling');
    expect(alerts).toEqual([subject]);
    // Known for another subject or another kind of mail is not known here.
    expect(await ask('192.0.2.8')).toBe('ceiling');
    expect(await ask('192.0.2.9')).toBe('ceiling');
    // The subject's known client gets its allowance (3), then waits for the window like everyone.
    expect(await askTimes(3, '192.0.2.7')).toEqual(['send', 'send', 'send']);
    now += 2 * MINUTE;
    expect(await ask('192.0.2.7')).toBe('ceiling');
    expect(alerts).toEqual([subject]);
    now += HOUR;
    expect(await ask('203.0.113.1')).toBe('send');
  });

  it("a known client also passes its own network's ceiling", async () => {
    await remember('198.51.100.77');
    for (let i = 1; i <= 4; i++) await askTimes(3, `198.51.100.${i}`);
    expect(await ask('198.51.100.5')).toBe('ceiling');
    expect(await ask('198.51.100.77')).toBe('send');
  });

  it('forgets a known client after knownClientForMs, and never remembers a missing address', async () => {
    await remember('192.0.2.20');
    await remember(undefined);
    now += LIMITS.knownClientForMs + MINUTE;
    await fillCeiling();
    expect(await ask('192.0.2.20')).toBe('ceiling');
    expect(await ask(undefined)).toBe('ceiling');
  });

  it('logs a failing onCeiling and answers the same', async () => {
    failAlert = true;
    for (let i = 0; i < 10; i++) expect(await ask(`198.51.100.${30 + i}`)).toBe('send');
    expect(await ask('198.51.100.50')).toBe('ceiling');
    expect(alerts).toEqual([subject]);
    expect(logged).toEqual([['Could not send the otp ceiling alert', expect.any(Error)]]);
  });

  it('lets only the free sends through when a burst from one client races', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask('203.0.113.20')));
    expect(answers.filter((answer) => answer === 'send')).toHaveLength(3);
    expect(answers.filter((answer) => answer.startsWith('429 '))).toHaveLength(5);
  });

  it('takes over the lock a crashed request left behind, without refusing anyone', async () => {
    const crashing: DocumentStore = Object.create(store) as DocumentStore;
    crashing.delete = () => Promise.reject(new Error('killed before the lock was released'));
    const clock = { now: () => new Date(now) };
    const request = { kind: 'otp', subject, clientIp: '203.0.113.30', limits: LIMITS, message: String };
    await expect(throttleSend({ store: crashing, clock }, request)).rejects.toThrow('killed');
    now += 2_001;
    expect(await ask('203.0.113.30')).toBe('send');
  });

  it('keeps neither the subject nor the address in clear, and every record says when it may go', async () => {
    await ask('203.0.113.77');
    await remember('203.0.113.77');
    const records = await store.find(RATE_LIMITS);
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toContain(subject);
    expect(JSON.stringify(records)).not.toContain('203.0.113.77');
    for (const record of records) expect(record.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
