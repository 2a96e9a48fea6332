import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CODE_RECORDS, MESSAGES, OTP_CODES, OTP_GUESSES, RATE_LIMITS, VERIFIED_EMAILS } from '../../domain/collections.js';
import { deleteExpiredCodeRecords } from '../../domain/expiry.js';
import { emailKey } from '../../domain/otp/otp-codes.js';
import type { AppDeps } from '../../http/deps.js';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { outboxMails } from '../../testing/outbox-mails.js';
import { codeFromMail } from '../../testing/verify-email.js';

const MINUTE = 60_000;

// Issue 37 on the Firebase home: a used code's records go at once (the built function behind the
// Hosting emulator), and expired ones within minutes, by the scheduled function deleteExpiredCodes
// and the use case it runs, on the emulated Firestore the function uses (TTL takes up to a day).
describe('the records of one-time codes on the Firebase home (emulators)', () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  const run = Date.now();
  /** Records of this test only: other files share the emulators' collections. */
  const plant = async (id: string, expiresAt: number, collections: readonly string[] = CODE_RECORDS) => {
    for (const collection of collections)
      await api.home.store.set(collection, `${id}-${run}`, { expiresAt: new Date(expiresAt).toISOString() });
  };
  const left = async (id: string, collections: readonly string[] = CODE_RECORDS) => {
    const found: string[] = [];
    for (const collection of collections) if (await api.home.store.get(collection, `${id}-${run}`)) found.push(collection);
    return found;
  };

  beforeAll(() => {
    api = firebaseTestApi(hosts);
  });
  afterAll(async () => api.close());

  it('the use case deletes code records expired five minutes ago by a test clock; live ones and other kinds stay', async () => {
    // An hour ahead: what expired five minutes before it has not expired yet by the real clock.
    const now = run + 60 * MINUTE;
    await plant('expired', now - 5 * MINUTE, [...CODE_RECORDS, RATE_LIMITS]);
    await plant('live', now + 5 * MINUTE);
    expect(await deleteExpiredCodeRecords(api.home.store, { now: () => new Date(now) })).toBeGreaterThanOrEqual(CODE_RECORDS.length);
    expect(await left('expired', [...CODE_RECORDS, RATE_LIMITS])).toEqual([RATE_LIMITS]);
    expect(await left('live')).toEqual(CODE_RECORDS);
  });

  it('the scheduled function deleteExpiredCodes does the same, every five minutes', async () => {
    const { deleteExpiredCodes } = await import('./code-expiry-schedule.js');
    expect(deleteExpiredCodes.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
    await plant('due', Date.now() - 5 * MINUTE);
    await plant('later', Date.now() + 5 * MINUTE);
    await deleteExpiredCodes.run({ scheduleTime: new Date().toISOString() });
    expect(await left('due')).toEqual([]);
    expect(await left('later')).toEqual(CODE_RECORDS);
  });

  it('leaves no record of a code once the function verified it and took the message', async () => {
    const email = `parent-codes-${run}@family.example`;
    const key = emailKey(email);
    expect((await api.call('POST', '/auth/send-otp', { body: { email } })).status).toBe(200);
    await expect
      .poll(async () => (await outboxMails(hosts.mailOutbox)).some((m) => JSON.stringify(m.to).includes(email)), { timeout: 20_000 })
      .toBe(true);
    const otp = codeFromMail(await outboxMails(hosts.mailOutbox), email);
    const { codeId } = (await api.home.store.get<{ codeId: string }>(OTP_CODES, key)) ?? { codeId: 'none' };
    const slots = [1, 2].map((n) => `${codeId}-${n}`);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: wrong } })).status).toBe(400);
    expect(await api.home.store.get(OTP_GUESSES, slots[0]!)).not.toBeNull();

    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp } })).status).toBe(200);
    expect(await api.home.store.get(VERIFIED_EMAILS, key)).not.toBeNull();
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
    // Issue 37: the Firebase home keeps the consent with the message too (the notice installed on first read).
    expect((await api.home.store.get(MESSAGES, sent.body.data._id))?.consent).toMatchObject({ noticeVersion: 1, locale: 'en' });

    expect(await api.home.store.get(OTP_CODES, key)).toBeNull();
    for (const slot of slots) expect(await api.home.store.get(OTP_GUESSES, slot)).toBeNull();
    expect(await api.home.store.get(VERIFIED_EMAILS, key)).toBeNull();
  }, 60_000);
});
