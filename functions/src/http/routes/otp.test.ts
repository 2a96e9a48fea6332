import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { codeFromMail } from '../../testing/verify-email.js';
import { callFrom } from '../../testing/call-from.js';
import { OTP_CODES } from '../../domain/collections.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const OFFICE = 'office-alerts@school.example';

describe('e-mail verification codes (send-otp / verify-otp)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // The app's clock, moved by the tests to cross expiry and rate-limit windows without sleeping.
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;
  let email = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    // As behind one reverse proxy (TRUST_PROXY=1), so a test can say which client it is.
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: OFFICE, clock, trustProxy: 1 });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });
  beforeEach(() => {
    email = `parent${++n}@family.example`;
    // A minute into a fresh hour for each test, so one test's send counts never spill into the next.
    now = (Math.floor(now / HOUR) + 2) * HOUR + MINUTE;
  });

  const send = (address = email, headers: Record<string, string> = {}) =>
    api.call('POST', '/auth/send-otp', { body: { email: address }, headers });
  const verify = (otp: string, address = email) => api.call('POST', '/auth/verify-otp', { body: { email: address, otp } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code saying what it is for and when it expires, stored only as a hash', async () => {
    const sent = await send(`  ${email.toUpperCase()} `);
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'OTP sent to your email. Please check and verify.' } });
    const mail = sink.messages.at(-1);
    expect(mail?.to).toMatchObject({ value: [{ address: email }] });
    expect(mail?.text).toContain('verify your email address on the school website is');
    expect(mail?.text).toMatch(/expires in 10 minutes \(at \d\d:\d\d [ap]m IST\)/);
    const code = codeFromMail(sink.messages, email);
    expect(code).toMatch(/^\d{6}$/);

    const stored = await api.home.store.find(OTP_CODES);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(email);
  });

  it('accepts the right code once: a wrong code first, then the right one, then no reuse', async () => {
    await send();
    const code = codeFromMail(sink.messages, email);
    expect(await verify(wrong(code))).toMatchObject({ status: 400, body: { success: false, error: 'Invalid OTP. Please try again.' } });
    expect(await verify(code)).toMatchObject({ status: 200, body: { success: true, message: 'Email verified successfully!' } });
    expect((await verify(code)).body.error).toBe('This OTP is no longer valid. Please request a new one.');
  });

  it('refuses malformed codes with the form text', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '', 123456]) {
      expect(await api.call('POST', '/auth/verify-otp', { body: { email, otp } })).toMatchObject({
        status: 400,
        body: { error: 'Invalid OTP. Please try again.' },
      });
    }
    expect((await send('not-an-email')).body).toEqual({ success: false, error: 'Invalid email address' });
    expect((await send('')).body.error).toBe('Email is required');
  });

  it('voids a code after 5 wrong guesses: the 6th attempt is refused even with the right code', async () => {
    await send();
    const code = codeFromMail(sink.messages, email);
    for (let i = 1; i <= 4; i++) expect((await verify(wrong(code))).body.error).toBe('Invalid OTP. Please try again.');
    expect(await verify(wrong(code))).toMatchObject({
      status: 400,
      body: { error: 'Invalid OTP. Too many wrong attempts: please request a new one.' },
    });
    expect(await verify(code)).toMatchObject({ status: 400, body: { success: false } });
    // A new code works again.
    await send();
    expect((await verify(codeFromMail(sink.messages, email))).status).toBe(200);
  });

  it('caps guesses even when they race in parallel', async () => {
    await send();
    const code = codeFromMail(sink.messages, email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(wrong(code))));
    expect(answers.filter((a) => a.body.error?.startsWith('Invalid OTP')).length).toBe(5);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect((await verify(code)).status).not.toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    await send();
    const code = codeFromMail(sink.messages, email);
    now += 10 * MINUTE;
    expect(await verify(code)).toMatchObject({ status: 400, body: { error: 'This OTP is no longer valid. Please request a new one.' } });
  });

  it('a new code replaces the earlier one', async () => {
    await send();
    const first = codeFromMail(sink.messages, email);
    await send();
    const second = codeFromMail(sink.messages, email);
    if (first !== second) expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
  });

  it('slows repeated codes to one address from one device: 3 free, then a clear 429 with Retry-After', async () => {
    for (let i = 1; i <= 3; i++) expect((await send()).status).toBe(200);
    const mails = sink.messages.length;
    const fourth = await send();
    expect(fourth).toMatchObject({
      status: 429,
      body: { success: false, error: 'Too many codes requested. Please wait 2 minutes and try again.' },
    });
    expect(fourth.headers.get('retry-after')).toBe('120');
    expect(sink.messages.length).toBe(mails);
    // Another address from the same client is still fine; the wait passing frees this one.
    expect((await send(`other-${email}`)).status).toBe(200);
    now += 2 * MINUTE;
    expect((await send()).status).toBe(200);
    expect((await send()).body.error).toBe('Too many codes requested. Please wait 4 minutes and try again.');
  });

  // Every call below really comes from the loopback address it names (no header), as another device
  // would; 127.0.7.x and 127.0.8.x are two networks (/24s) as the ceilings count them.
  const from = (address: string, to = email) => callFrom(api.url, address, 'POST', '/auth/send-otp', { email: to });
  const alerts = (to = email) => sink.messages.filter((mail) => mail.subject === `Many verification codes asked for ${to}`);
  const codesTo = (to = email) =>
    sink.messages.filter((mail) => mail.subject?.includes('Your verification code') && JSON.stringify(mail.to).includes(to));

  it("a stranger's twelve codes from four addresses of one network never stop the parent's device on another (issue 32, item 8)", async () => {
    const answers: number[] = [];
    for (const stranger of ['127.0.7.1', '127.0.7.2', '127.0.7.3', '127.0.7.4']) {
      for (let i = 1; i <= 3; i++) answers.push((await from(stranger)).status);
    }
    // The network's ceiling (10 an hour for one address) refuses that network, clearly.
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(codesTo()).toHaveLength(10);
    const refused = await from('127.0.7.5');
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, error: 'Too many codes requested. Please wait 59 minutes and try again.' },
    });
    expect(Number(refused.headers['retry-after'])).toBe(59 * 60);
    // The parent, on another network, still gets a code, and it works.
    expect((await from('127.0.8.1')).status).toBe(200);
    expect(codesTo()).toHaveLength(11);
    const verified = await callFrom(api.url, '127.0.8.1', 'POST', '/auth/verify-otp', { email, otp: codeFromMail(sink.messages, email) });
    expect(verified.status).toBe(200);
    // The office was told once.
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]?.to).toMatchObject({ value: [{ address: OFFICE }] });
    expect(alerts()[0]?.text).toContain(`more than 10 email verification codes for ${email} from one network`);
    now += HOUR;
    expect((await from('127.0.7.5')).status).toBe(200);
  });

  it('a flood spread over many networks stops at the overall ceiling, while a device that verified the address lately still gets a code', async () => {
    // The parent verified a code from home earlier: that address is one of the address's known clients.
    expect((await from('127.0.9.1')).status).toBe(200);
    const code = codeFromMail(sink.messages, email);
    expect((await callFrom(api.url, '127.0.9.1', 'POST', '/auth/verify-otp', { email, otp: code })).status).toBe(200);
    now += 2 * MINUTE;
    // 29 more codes from ten networks (at most three each): 30 this hour, the ceiling from everywhere.
    for (let k = 0; k < 29; k++) expect((await from(`127.0.${10 + Math.floor(k / 3)}.1`)).status).toBe(200);
    const refused = await from('127.0.20.1');
    expect(refused).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Too many codes requested\. Please wait 5\d minutes/) },
    });
    expect((await from('127.0.21.1')).status).toBe(429);
    expect(alerts()).toHaveLength(1);
    const sent = codesTo().length;
    // The parent's own device gets its code.
    expect((await from('127.0.9.1')).status).toBe(200);
    expect(codesTo()).toHaveLength(sent + 1);
    // Another address of the parent's network is not known: refused like the rest.
    expect((await from('127.0.9.2')).status).toBe(429);
  });

  it('sends at most 20 codes an hour for one client address, across e-mail addresses', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 1; i <= 20; i++) expect((await send(`bulk${i}-${email}`, client)).status).toBe(200);
    expect(await send(`bulk21-${email}`, client)).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Too many codes requested/) },
    });
    expect((await send(`bulk21-${email}`, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('a verification lets the contact form send for 30 minutes, not longer', async () => {
    const body = (address: string) => ({
      name: 'Gurpreet Singh',
      email: address,
      subject: 'Fees',
      message: 'What are the fees for class 1?',
      consent: true,
    });
    await send();
    expect((await verify(codeFromMail(sink.messages, email))).status).toBe(200);
    now += 29 * MINUTE;
    expect((await api.call('POST', '/content/contact', { body: body(email) })).status).toBe(201);

    const late = `late-${email}`;
    await send(late);
    expect((await verify(codeFromMail(sink.messages, late), late)).status).toBe(200);
    now += 30 * MINUTE;
    expect(await api.call('POST', '/content/contact', { body: body(late) })).toMatchObject({
      status: 403,
      body: { error: 'Please verify your email address before sending a message.' },
    });
  });

  it('answers the same for a new address and one seen before', async () => {
    await send();
    const seen = await send();
    const fresh = await send(`never-${email}`);
    expect(seen.status).toBe(fresh.status);
    expect(seen.body).toEqual(fresh.body);
    const unknown = await verify('123456', `never-seen-${email}`);
    await send();
    const expired = await (async () => {
      now += 11 * MINUTE;
      return verify('123456');
    })();
    expect(unknown.body).toEqual(expired.body);
  });
});
