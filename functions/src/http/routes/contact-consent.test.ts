import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { MESSAGES } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { codeFromMail } from '../../testing/verify-email.js';

// Issue 37, item 2: the contact form's consent, as a client calling the API directly sees it. A
// message without the box ticked is refused in the page's language, and nothing is kept, mailed or
// used up; a message with it keeps the privacy notice's version, the time and the language.

const OFFICE = 'office-consent@school.example';

describe('consent on the contact form (POST /content/contact)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let now = Date.parse('2026-12-01T04:00:00.000Z');
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
  beforeEach(async () => {
    email = `consent${++n}.${Date.now()}@family.example`;
    now += 2 * 3_600_000;
    await api.call('POST', '/auth/send-otp', { body: { email } });
    expect((await api.call('POST', '/auth/verify-otp', { body: { email, otp: codeFromMail(sink.messages, email) } })).status).toBe(200);
  });

  const message = (extra: Record<string, unknown> = {}) => ({
    name: 'Simran Kaur',
    email,
    subject: 'Class 2 admission',
    message: 'Is there a seat in class 2 for my son?',
    ...extra,
  });
  const stored = async () => (await api.home.store.find(MESSAGES)).filter((one) => one.email === email);
  const officeMails = () => sink.messages.filter((mail) => JSON.stringify(mail.to).includes(OFFICE)).length;

  it('refuses a message without the box ticked (missing, false or not exactly true), keeps and mails nothing, and the verification still works', async () => {
    const mails = officeMails();
    for (const consent of [undefined, false, 'true', 1]) {
      expect(await api.call('POST', '/content/contact', { body: message({ consent }) })).toMatchObject({
        status: 400,
        body: { success: false, error: CONSENT_REQUIRED },
      });
    }
    expect(await stored()).toEqual([]);
    expect(officeMails()).toBe(mails);
    expect((await api.call('POST', '/content/contact', { body: message({ consent: true }) })).status).toBe(201);
  });

  it('answers the refusal in the page’s language: Hindi from /hi/contact, Punjabi from /pa/contact', async () => {
    const hindi = await api.call('POST', '/content/contact', { body: message({ locale: 'hi' }) });
    expect(hindi).toMatchObject({
      status: 400,
      body: { success: false, error: 'कृपया बॉक्स पर निशान लगाकर पुष्टि करें कि आपने गोपनीयता सूचना पढ़ ली है।' },
    });
    const punjabi = await api.call('POST', '/content/contact', { body: message({ locale: 'pa' }) });
    expect(punjabi.body.error).toMatch(/ਪਰਾਈਵੇਸੀ ਨੋਟਿਸ/);
  });

  it('keeps with the message the notice’s version, the time and the language; a new publication is the next version', async () => {
    const sent = await api.call('POST', '/content/contact', { body: message({ consent: true, locale: 'pa' }) });
    expect(sent.status).toBe(201);
    expect((await api.home.store.get(MESSAGES, sent.body.data._id))?.consent).toEqual({
      noticeVersion: 1,
      agreedAt: new Date(now).toISOString(),
      locale: 'pa',
    });

    // Staff publish a new notice: the next consent names version 2.
    const { token } = await api.staff('admin');
    const current = await api.call('GET', '/page-texts/privacy/draft', { token });
    const texts = { ...current.body.data.published.texts, subtitle: 'How we look after your family’s data.' };
    expect((await api.call('PUT', '/page-texts/privacy/draft', { token, body: texts })).status).toBe(200);
    expect((await api.call('POST', '/page-texts/privacy/publish', { token, body: {} })).status).toBe(200);
    expect((await api.call('GET', '/page-texts/privacy')).body.data).toMatchObject({ publication: 2, texts: { subtitle: texts.subtitle } });

    now += 60_000;
    await api.call('POST', '/auth/send-otp', { body: { email } });
    await api.call('POST', '/auth/verify-otp', { body: { email, otp: codeFromMail(sink.messages, email) } });
    const later = await api.call('POST', '/content/contact', { body: message({ consent: true }) });
    expect((await api.home.store.get(MESSAGES, later.body.data._id))?.consent).toMatchObject({ noticeVersion: 2, locale: 'en' });
  });
});
