import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAIL_QUEUE } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { callFrom } from '../../testing/call-from.js';
import { passwordLinkFromMail } from '../../testing/password-link-mail.js';
import { resetMailsHandled } from '../../testing/reset-mail-wait.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';

const MINUTE = 60_000;
const SLOW_SMTP_MS = 1_500;

// "Forgot password?" must not tell who is staff by its timing (issue 32, item 4): the answer leaves
// before the account is looked up or anything is mailed, and a mail that fails is tried again. A
// real SMTP server that can be made slow (each recipient accepted after SLOW_SMTP_MS) or refuse once.
describe('"Forgot password?" answers before anything is mailed', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let slowMs = 0;
  const refuseOnce = new Set<string>();
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;
  const newEmail = () => `nobody${++n}.${Date.now()}@school.example`;
  const linkMailsTo = (email: string) =>
    sink.messages.filter((m) => JSON.stringify(m.to).includes(email) && /set-password#token=/.test(m.text ?? ''));
  const ask = async (email: string) => {
    const started = performance.now();
    const { status, body } = await api.call('POST', '/auth/forgot-password', { body: { email } });
    return { status, body, ms: performance.now() - started };
  };

  beforeAll(async () => {
    sink = await startSmtpSink(undefined, { delayFor: () => slowMs, refuse: (to) => refuseOnce.delete(to) });
    api = await startTestApi({ smtpUrl: sink.url, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it("answers a member's e-mail and an unknown one alike, the member's without waiting for the mail server", async () => {
    const member = await api.staff('admin');
    slowMs = SLOW_SMTP_MS;
    try {
      const known = await ask(member.email);
      const unknown = await ask(newEmail());
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      expect(known.body).toEqual({ success: true, data: {} });
      // Well before the mail server has even taken the recipient: the answer did not wait for it.
      expect(known.ms).toBeLessThan(SLOW_SMTP_MS / 2);
      expect(linkMailsTo(member.email)).toHaveLength(0);
      // The link still arrives, afterwards, and works.
      await expect.poll(() => linkMailsTo(member.email).length, { timeout: 10_000 }).toBe(1);
      const { token } = passwordLinkFromMail(sink.messages, member.email);
      const set = await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'a fresh long password' } });
      expect(set.status).toBe(200);
    } finally {
      slowMs = 0;
    }
  });

  it('tries a refused send again later, and the link arrives', async () => {
    const member = await api.staff('admin');
    refuseOnce.add(member.email);
    expect((await ask(member.email)).status).toBe(200);
    await resetMailsHandled(api.home.store, clock.now);
    expect(refuseOnce.has(member.email)).toBe(false);
    expect(linkMailsTo(member.email)).toHaveLength(0);
    const waiting = await api.home.store.find(RESET_MAIL_QUEUE);
    expect(waiting).toEqual([expect.objectContaining({ email: member.email, attempts: 1 })]);
    // Only the e-mail and the attempts are kept: no link, no secret.
    expect(Object.keys(waiting[0] ?? {}).sort()).toEqual(['attempts', 'dueAt', 'email', 'expiresAt', 'id', 'purpose']);
    // When its time comes, the next drain (here the one after another request) sends it.
    now += MINUTE;
    await ask(newEmail());
    await resetMailsHandled(api.home.store, clock.now);
    expect(linkMailsTo(member.email)).toHaveLength(1);
    expect(await api.home.store.find(RESET_MAIL_QUEUE)).toEqual([]);
    const { token } = passwordLinkFromMail(sink.messages, member.email);
    expect((await api.call('POST', '/auth/password-link', { body: { token } })).body.data).toMatchObject({ purpose: 'reset' });
  });

  it("a flood for a member's address stops at each network's ceiling and at all networks' together, and the member still gets a link (item 8)", async () => {
    const member = await api.staff('admin');
    const from = (address: string) => callFrom(api.url, address, 'POST', '/auth/forgot-password', { email: member.email });
    const handled = () => resetMailsHandled(api.home.store, clock.now);
    const alerts = () => sink.messages.filter((m) => m.subject === `Many password reset requests for the staff account ${member.email}`);
    // The member once used a link at their desk: a known client of the account from then on.
    expect((await from('127.1.1.1')).status).toBe(200);
    await handled();
    const { token } = passwordLinkFromMail(sink.messages, member.email);
    const set = await callFrom(api.url, '127.1.1.1', 'POST', '/auth/set-password', { token, newPassword: 'the desk one' });
    expect(set.status).toBe(200);
    // Twelve requests from six addresses of one network: ten links, then that network gets none (same answer).
    for (let a = 1; a <= 6; a++) {
      for (let i = 0; i < 2; i++) expect(await from(`127.1.2.${a}`)).toMatchObject({ status: 200, body: { success: true, data: {} } });
    }
    await handled();
    expect(linkMailsTo(member.email)).toHaveLength(11);
    expect(alerts()).toHaveLength(1);
    // Another network is not held up.
    expect((await from('127.1.3.1')).status).toBe(200);
    await handled();
    expect(linkMailsTo(member.email)).toHaveLength(12);
    // Eighteen more from nine networks: thirty links this hour, the ceiling of all networks together.
    for (let k = 0; k < 18; k++) expect((await from(`127.1.${10 + Math.floor(k / 2)}.1`)).status).toBe(200);
    expect((await from('127.1.30.1')).status).toBe(200);
    await handled();
    expect(linkMailsTo(member.email)).toHaveLength(30);
    // The desk where the member used a link still gets one; the office heard once.
    expect((await from('127.1.1.1')).status).toBe(200);
    await handled();
    expect(linkMailsTo(member.email)).toHaveLength(31);
    expect(alerts()).toHaveLength(1);
  });
});
