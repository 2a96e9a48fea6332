import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { ENQUIRIES } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { verifyEmail } from '../../testing/verify-email.js';

// Issue 38, as a parent's phone and the office's screens call the API: an enquiry only from a
// verified address, with consent; its reference and the two mails; the class its date of birth fits.

const OFFICE = 'office-enquiries@school.example';

describe('admission enquiries: POST /enquiries', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const now = Date.parse('2026-12-01T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: OFFICE, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  const newAddress = () => `enquiry${++n}.${Date.now()}@family.example`;
  const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
    parentName: 'Harpreet Kaur',
    phone: '098140 12345',
    email,
    childName: 'Simran',
    dateOfBirth: '2023-05-10',
    classSought: 'Nursery',
    academicYear: '2027-28',
    currentSchool: '',
    visitDate: '2026-12-05',
    message: 'Is there a school bus from Kotkapura?',
    consent: true,
    website: '',
    ...extra,
  });
  const mailsTo = (email: string) => sink.messages.filter((mail) => JSON.stringify(mail.to).includes(email));
  const send = async (body: Record<string, unknown>) => {
    const sent = await api.call('POST', '/enquiries', { body });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return sent;
  };

  it('refuses an enquiry from an address not verified, and keeps and mails nothing', async () => {
    const email = newAddress();
    const refused = await send(enquiry(email));
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await api.home.store.find(ENQUIRIES)).filter((one) => one.email === email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('keeps a verified one with its reference and the number in one form; the parent and the office are mailed', async () => {
    const email = newAddress();
    await verifyEmail(api, sink.messages, email);
    const sent = await send(enquiry(email));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, data: { reference: expect.stringMatching(/^ENQ-2027-\d{4}$/) } });
    const { reference } = sent.body.data as { reference: string };
    const [stored] = (await api.home.store.find(ENQUIRIES)).filter((one) => one.email === email);
    expect(stored).toMatchObject({ reference, phone: '+919814012345', status: 'new', eligibleClass: 'Nursery', locale: 'en' });
    expect(stored?.consent).toEqual({ noticeVersion: 1, agreedAt: new Date(now).toISOString(), locale: 'en' });

    await expect.poll(() => mailsTo(email).filter((mail) => mail.subject?.includes(reference)).length).toBe(1);
    const ack = mailsTo(email).find((mail) => mail.subject?.includes(reference));
    expect(ack?.text).toContain(`Your reference number is ${reference}.`);
    expect(ack?.text).toContain('call you on +91 98140 12345 within two working days');
    expect(ack?.text).toContain('You asked to visit on 5 December 2026');
    const office = mailsTo(OFFICE).find((mail) => mail.subject?.includes(reference));
    expect(office?.subject).toBe(`Admission enquiry ${reference}: Simran for Nursery (2027-28)`);
    expect(office?.text).toContain(`/admin/enquiries/${stored?.id}`);
    expect(JSON.stringify(office?.replyTo)).toContain(email);

    // The verification is used up: a second enquiry needs a new code.
    expect((await send(enquiry(email))).status).toBe(403);
  });

  it('numbers the references of a year one after another', async () => {
    const references: string[] = [];
    for (let i = 0; i < 2; i++) {
      const email = newAddress();
      await verifyEmail(api, sink.messages, email);
      references.push((await send(enquiry(email, { academicYear: '2026-27', dateOfBirth: '2022-01-10' }))).body.data.reference);
    }
    const [first, second] = references.map((one) => Number(one.slice(-4)));
    expect(references[0]).toMatch(/^ENQ-2026-/);
    expect(second).toBe((first ?? 0) + 1);
  });

  it('acknowledges in Punjabi from /pa, with the reference, and says which class the date of birth fits', async () => {
    const email = newAddress();
    await verifyEmail(api, sink.messages, email);
    // Born in May 2022: 4 years old by 31 March 2027, the age of LKG, not Nursery.
    const sent = await send(enquiry(email, { locale: 'pa', dateOfBirth: '2022-05-10' }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatch(/ਧੰਨਵਾਦ/);
    const { reference } = sent.body.data as { reference: string };
    await expect.poll(() => mailsTo(email).filter((mail) => mail.subject?.includes(reference)).length).toBe(1);
    const ack = mailsTo(email).find((mail) => mail.subject?.includes(reference));
    expect(ack?.subject).toBe(`ਤੁਹਾਡੀ ਦਾਖ਼ਲਾ ਪੁੱਛਗਿੱਛ ${reference} / Your admission enquiry ${reference}`);
    expect(ack?.text).toContain(`ਤੁਹਾਡਾ ਹਵਾਲਾ ਨੰਬਰ ${reference} ਹੈ।`);
    expect(ack?.text).toContain('LKG');
    const [stored] = (await api.home.store.find(ENQUIRIES)).filter((one) => one.email === email);
    expect(stored).toMatchObject({ eligibleClass: 'LKG', classSought: 'Nursery', locale: 'pa' });
  });

  it('refuses bad fields with the first problem and no consent in the page’s language; a bot is answered as if it worked', async () => {
    const email = newAddress();
    await verifyEmail(api, sink.messages, email);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12345' }, 'Mobile number: enter a valid mobile number, like 98765 43210'],
      [{ classSought: 'Class 99' }, "Class: choose one of the school's classes"],
      [{ academicYear: '2030-31' }, 'Academic year: choose one'],
      [{ dateOfBirth: '2026-13-01' }, 'Date of birth: choose a date'],
      [{ dateOfBirth: '2027-01-01' }, 'Date of birth: choose a day in the past'],
      [{ visitDate: '2026-11-01' }, 'Preferred visit date: choose a day from today on'],
      [{ consent: undefined }, CONSENT_REQUIRED],
    ];
    for (const [change, error] of cases) {
      expect(await send(enquiry(email, change))).toMatchObject({ status: 400, body: { success: false, error } });
    }
    const bot = await send(enquiry(email, { website: 'http://spam.example' }));
    expect(bot.status).toBe(200);
    expect((await api.home.store.find(ENQUIRIES)).filter((one) => one.email === email)).toEqual([]);
    // Nothing above used the verification up.
    expect((await send(enquiry(email))).status).toBe(201);
  });
});
