import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { contactMessageSchema, sendOtpSchema, verifyOtpSchema, INVALID_OTP } from '@school/shared/contact-schemas';
import enContact from '@school/shared/i18n/messages/en/contact.json' with { type: 'json' };
import hiContact from '@school/shared/i18n/messages/hi/contact.json' with { type: 'json' };
import enForms from '@school/shared/i18n/messages/en/visitor-forms.json' with { type: 'json' };
import hiForms from '@school/shared/i18n/messages/hi/visitor-forms.json' with { type: 'json' };
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { codeFromMail } from '../../testing/verify-email.js';
import { MESSAGES } from '../../domain/collections.js';
import { CODE_VOIDED, NO_LIVE_CODE, NOT_VERIFIED } from '../../domain/otp/email-verification.js';

// Issue 25, item 5: the contact form's mails in the visitor's language, through a real SMTP server.
// The form sends its page's language (`locale`); the spec's payloads without one stay English.

const OFFICE = 'office-languages@school.example';

describe('the contact form in the visitor’s language: codes and the office’s copy', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  // 04:00 UTC: a code sent now expires at 09:40 in India.
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;
  let email = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: OFFICE, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });
  beforeEach(() => {
    email = `languages${++n}.${Date.now()}@family.example`;
    // A fresh hour for each test (same minute), so send limits never carry over.
    now += 2 * 3_600_000;
  });

  const codeMail = (address: string): ParsedMail => {
    const mail = sink.messages.findLast((m) => JSON.stringify(m.to).includes(address) && m.subject?.includes('Your verification code'));
    if (!mail) throw new Error(`No code mail for ${address}`);
    return mail;
  };
  const expiry = () =>
    new Date(now + 10 * 60_000).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: true });
  const englishText = (code: string) =>
    [
      'Hello,',
      '',
      `Your code to verify your email address on the school website is: ${code}`,
      '',
      `It expires in 10 minutes (at ${expiry()} IST) and works once.`,
      'If you did not ask for this code, you can ignore this email; nobody can write to us as you without it.',
    ].join('\n');

  it('mails a code asked for from a Hindi page in Hindi, then in English, and the code works', async () => {
    expect(await api.call('POST', '/auth/send-otp', { body: { email, locale: 'hi' } })).toMatchObject({
      status: 200,
      body: { success: true, message: 'OTP sent to your email. Please check and verify.' },
    });
    const mail = codeMail(email);
    const code = codeFromMail(sink.messages, email);
    expect(mail.subject).toBe(`आपका सत्यापन कोड / Your verification code: ${code}`);
    const text = mail.text ?? '';
    const [hindi = '', english = ''] = text.split('\n----\n');
    expect(hindi).toContain(`नमस्ते,`);
    expect(hindi).toContain(`स्कूल की वेबसाइट पर अपना ईमेल पता सत्यापित करने के लिए आपका कोड है: ${code}`);
    expect(hindi).toContain(`यह कोड 10 मिनट में (`);
    expect(english).toContain('यही संदेश अंग्रेज़ी में:');
    expect(english.trimEnd().endsWith(englishText(code))).toBe(true);
    // The HTML part marks each language for screen readers and fonts.
    expect(mail.html).toMatch(/<div lang="hi">[\s\S]*नमस्ते,[\s\S]*<\/div>[\s\S]*<div lang="en">[\s\S]*Hello,/);

    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: code } })).status).toBe(200);
  });

  it('mails a code asked for from a Punjabi page in Punjabi and English', async () => {
    await api.call('POST', '/auth/send-otp', { body: { email, locale: 'pa' } });
    const mail = codeMail(email);
    const code = codeFromMail(sink.messages, email);
    expect(mail.subject).toBe(`ਤੁਹਾਡਾ ਪੁਸ਼ਟੀ ਕੋਡ / Your verification code: ${code}`);
    expect(mail.text).toContain(`ਤੁਹਾਡਾ ਕੋਡ ਹੈ: ${code}`);
    expect(mail.text).toContain(englishText(code));
  });

  it('mails an English code exactly as before, with or without the language', async () => {
    for (const body of [{ email }, { email, locale: 'en' }]) {
      await api.call('POST', '/auth/send-otp', { body });
      const mail = codeMail(email);
      const code = codeFromMail(sink.messages, email);
      expect(mail.subject).toBe(`Your verification code: ${code}`);
      expect(mail.text?.trimEnd()).toBe(englishText(code));
      expect(mail.html).not.toContain('lang=');
      expect(mail.html).toContain(`<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`);
      now += 2 * 3_600_000;
    }
  });

  it('refuses a language the site does not have, and sends nothing', async () => {
    const mails = sink.messages.length;
    expect(await api.call('POST', '/auth/send-otp', { body: { email, locale: 'fr' } })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Language must be en, pa or hi' },
    });
    const message = { name: 'Asha', email, subject: 'Fees', message: 'What are the fees?', locale: 'de', consent: true };
    expect((await api.call('POST', '/content/contact', { body: message })).status).toBe(400);
    expect(sink.messages.length).toBe(mails);
  });

  const verify = async (locale?: string) => {
    await api.call('POST', '/auth/send-otp', { body: { email, locale } });
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: codeFromMail(sink.messages, email) } })).status).toBe(200);
  };
  const officeMail = () => sink.messages.findLast((m) => JSON.stringify(m.to).includes(OFFICE));

  it('a message from a Hindi page records its language; the office’s copy names it, in English, with the message as written', async () => {
    await verify('hi');
    const message = { name: 'सुनीता शर्मा', email, subject: 'कक्षा 3 में प्रवेश', message: 'क्या इस साल कक्षा 3 में सीट खाली है?', consent: true };
    const sent = await api.call('POST', '/content/contact', { body: { ...message, locale: 'hi' } });
    expect(sent).toMatchObject({ status: 201, body: { message: 'Your message has been sent successfully! We will contact you soon.' } });
    const { consent: _ticked, ...written } = message;
    expect(await api.home.store.get(MESSAGES, sent.body.data._id)).toMatchObject({ ...written, locale: 'hi', consent: { locale: 'hi' } });

    const mail = officeMail();
    expect(mail?.subject).toBe('Website message (Hindi): कक्षा 3 में प्रवेश');
    expect(mail?.replyTo).toMatchObject({ value: [{ address: email }] });
    expect(mail?.text).toContain(`सुनीता शर्मा <${email}> wrote through the website's contact form (address verified by email code):`);
    expect(mail?.text).toContain("They wrote from the website's Hindi page: they may prefer a reply in Hindi.");
    expect(mail?.text).toContain('क्या इस साल कक्षा 3 में सीट खाली है?');
  });

  it('a message from an English page is stored and mailed to the office as before', async () => {
    await verify();
    const message = { name: 'Harpreet Kaur', email, subject: 'Bus  route', message: 'Does the bus come to Kotkapura?', consent: true };
    const sent = await api.call('POST', '/content/contact', { body: message });
    const stored = await api.home.store.get(MESSAGES, sent.body.data._id);
    expect(stored).not.toHaveProperty('locale');
    const mail = officeMail();
    expect(mail?.subject).toBe('Website message: Bus route');
    expect(mail?.text?.trimEnd()).toBe(
      [
        `Harpreet Kaur <${email}> wrote through the website's contact form (address verified by email code):`,
        '',
        'Subject: Bus  route',
        '',
        'Does the bus come to Kotkapura?',
        '',
        '-- The message is also in the staff inbox at /admin/messages.',
      ].join('\n'),
    );
  });
});

describe('the texts the contact form shows in English are keys of its catalogues', () => {
  // The form's first texts (contact), and what it shows after a press (visitor-forms, loaded then).
  const english: Record<string, string> = { ...enContact, ...enForms };
  const hindi: Record<string, string> = { ...hiContact, ...hiForms };
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

  it('every message of the shared schemas the form validates with, and every error the API answers it', () => {
    const long = (length: number) => 'x'.repeat(length);
    const texts = new Set([
      ...messages(contactMessageSchema.safeParse({})),
      ...messages(contactMessageSchema.safeParse({ name: ' ', email: ' ', subject: ' ', message: ' ' })),
      ...messages(contactMessageSchema.safeParse({ name: long(101), email: 'no-at', subject: long(201), message: long(5001) })),
      ...messages(sendOtpSchema.safeParse({ email: 'no-at' })),
      ...messages(verifyOtpSchema.safeParse({ email: 'a@b.example', otp: '12' })),
      INVALID_OTP,
      NO_LIVE_CODE,
      CODE_VOIDED,
      NOT_VERIFIED,
      CONSENT_REQUIRED,
      'We could not send the email right now. Please try again later.',
    ]);
    expect(texts.size).toBeGreaterThan(10);
    for (const text of texts) {
      expect(english[text], text).toBe(text);
      expect(hindi[text], text).toBeTruthy();
      expect(hindi[text], text).not.toBe(text);
    }
  });
});
