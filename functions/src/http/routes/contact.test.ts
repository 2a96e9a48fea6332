import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { freePort } from '../../testing/free-port.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { codeFromMail, verifyEmail } from '../../testing/verify-email.js';
import { MESSAGES, OTP_CODES } from '../../domain/collections.js';

const OFFICE = 'office-inbox@school.example';

describe('contact form with e-mail verification, through a real SMTP server', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let staffToken = '';
  let n = 0;
  const nextEmail = () => `visitor${++n}.${Date.now()}@family.example`;
  const message = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Harpreet Kaur',
    email,
    subject: `Admission for class 3 #${n}`,
    message: 'Is there a seat for my daughter in class 3 this year?',
    consent: true,
    ...extra,
  });
  const storedMessages = () => api.home.store.find<{ email: string; subject: string }>(MESSAGES);

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: OFFICE });
    staffToken = (await api.staff('admin')).token;
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  it('walks the whole flow: code by mail, wrong code, right code, message stored, in the inbox, office notified', async () => {
    const email = nextEmail();
    expect((await api.call('POST', '/auth/send-otp', { body: { email } })).status).toBe(200);
    const code = codeFromMail(sink.messages, email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: wrongCode } })).body.error).toBe(
      'Invalid OTP. Please try again.',
    );
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: code } })).body).toEqual({
      success: true,
      message: 'Email verified successfully!',
    });

    const sent = await api.call('POST', '/content/contact', { body: message(email) });
    expect(sent).toMatchObject({
      status: 201,
      body: { success: true, message: 'Your message has been sent successfully! We will contact you soon.' },
    });

    const stored = await api.home.store.get<{ createdAt: string }>(MESSAGES, sent.body.data._id);
    const { consent: _ticked, ...written } = message(email);
    const consent = { noticeVersion: 1, agreedAt: stored?.createdAt, locale: 'en' };
    expect(stored).toMatchObject({ ...written, read: false, version: 1, consent });
    expect(new Date(stored?.createdAt ?? '').toISOString()).toBe(stored?.createdAt);

    const inbox = await api.call('GET', '/messages', { token: staffToken });
    expect(inbox.body.data[0]).toEqual({
      _id: sent.body.data._id,
      ...written,
      createdAt: stored?.createdAt,
      read: false,
      version: 1,
      consent,
    });

    const notice = sink.messages.findLast((m) => JSON.stringify(m.to).includes(OFFICE));
    expect(notice?.subject).toBe(`Website message: ${message(email).subject}`);
    expect(notice?.replyTo).toMatchObject({ value: [{ address: email }] });
    expect(notice?.text).toContain('Is there a seat for my daughter in class 3 this year?');
    expect(notice?.text).toContain(`Harpreet Kaur <${email}>`);
  });

  it('refuses an address that was never verified, and stores nothing', async () => {
    const before = (await storedMessages()).length;
    const refused = await api.call('POST', '/content/contact', { body: message(nextEmail()) });
    expect(refused).toMatchObject({
      status: 403,
      body: { success: false, error: 'Please verify your email address before sending a message.' },
    });
    expect((await storedMessages()).length).toBe(before);
  });

  it('one verification sends one message; another address cannot ride on it', async () => {
    const email = nextEmail();
    await verifyEmail(api, sink.messages, email);
    expect((await api.call('POST', '/content/contact', { body: message(nextEmail()) })).status).toBe(403);
    expect((await api.call('POST', '/content/contact', { body: message(email.toUpperCase()) })).status).toBe(201);
    expect((await api.call('POST', '/content/contact', { body: message(email) })).status).toBe(403);
  });

  it('checks every field with the form texts before anything is stored', async () => {
    const email = nextEmail();
    await verifyEmail(api, sink.messages, email);
    const before = (await storedMessages()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'no-at-sign' }, 'Invalid email address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: undefined }, 'Message is required'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ];
    for (const [change, error] of cases) {
      expect(await api.call('POST', '/content/contact', { body: message(email, change) })).toMatchObject({
        status: 400,
        body: { success: false, error },
      });
    }
    expect((await api.call('POST', '/content/contact', { raw: '{"name":' })).status).toBe(400);
    expect((await storedMessages()).length).toBe(before);
    // The verification survived the bad attempts.
    expect((await api.call('POST', '/content/contact', { body: message(email) })).status).toBe(201);
  });

  it('answers a bot that fills the hidden field as if it worked, and keeps and mails nothing', async () => {
    const before = (await storedMessages()).length;
    const mails = sink.messages.length;
    const bot = await api.call('POST', '/content/contact', { body: message(nextEmail(), { website: 'http://spam.example' }) });
    expect(bot).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your message has been sent successfully! We will contact you soon.' },
    });
    expect((await storedMessages()).length).toBe(before);
    expect(sink.messages.length).toBe(mails);
  });

  it('keeps a verified message even when notifying the office fails', async () => {
    const email = nextEmail();
    await verifyEmail(api, sink.messages, email);
    const realSend = api.home.mailer.send.bind(api.home.mailer);
    api.home.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const sent = await api.call('POST', '/content/contact', { body: message(email) });
      expect(sent.status).toBe(201);
      expect(await api.home.store.get(MESSAGES, sent.body.data._id)).toMatchObject({ email });
    } finally {
      api.home.mailer.send = realSend;
    }
  });
});

describe('send-otp when the mail server is down', () => {
  it('answers 503 with a clear text and leaves no code behind', async () => {
    const api = await startTestApi({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const answer = await api.call('POST', '/auth/send-otp', { body: { email: 'parent@family.example' } });
      expect(answer).toMatchObject({
        status: 503,
        body: { success: false, error: 'We could not send the email right now. Please try again later.' },
      });
      expect(await api.home.store.find(OTP_CODES)).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
