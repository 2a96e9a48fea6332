import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolDay } from '@school/shared/school-time';
import { sendExpiryReminders } from '../../domain/documents/expiry-reminders.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { textPdf } from '../../testing/test-pdfs.js';

// Certificates do not lapse unnoticed (issue 35, item 6), on the embedded home over real HTTP and a
// real SMTP sink: the office is mailed 30 and 7 days before a document's "valid until" day, once
// each, and GET /documents/expiring (the dashboard) lists what lapses within 60 days and what has.
// The daily run is called directly with the test's clock (the server's timer calls the same function).

const DAY = 24 * 60 * 60 * 1000;
const OFFICE = 'office@school.example';
let api: TestApi;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let token = '';
let refuse = false;
// 10:00 at the school.
let now = Date.parse('2026-12-01T04:30:00Z');
const clock = { now: () => new Date(now) };
const inDays = (days: number) => schoolDay(new Date(now + days * DAY));

const logged: string[] = [];
const log = { error: (line: string) => void logged.push(line) };
const run = () => sendExpiryReminders({ ...api.home, clock, installerOfficeEmail: OFFICE, siteUrl: api.url, log });
const subjects = () => sink.messages.map((mail) => mail.subject).sort();
async function certificate(title: string, validUntil: string | null) {
  const fields = documentFields(0, { title, category: 'certificate', ...(validUntil ? { validUntil } : {}) });
  const created = await sendDocument(api.url, token, { fields, file: { data: textPdf(title) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

beforeAll(async () => {
  sink = await startSmtpSink(undefined, { refuse: () => refuse });
  api = await startTestApi({ smtpUrl: sink.url, clock, officeEmail: OFFICE });
  token = (await api.staff('admin')).token;
  await certificate('Fire safety certificate', inDays(7));
  await certificate('Water testing report', inDays(20));
  await certificate('Building safety certificate', inDays(45));
  await certificate('Affiliation letter', inDays(-3));
  await certificate('Society registration', null);
});
afterAll(async () => {
  await api.close();
  await sink.stop();
});

describe('reminders before a document lapses', () => {
  it('mails the office once for each document within 30 days, at the nearest reminder', async () => {
    expect(await run()).toBe(2);
    expect(subjects()).toEqual(
      [`Valid until ${longDay(inDays(20))}: Water testing report`, `Valid until ${longDay(inDays(7))}: Fire safety certificate`].sort(),
    );
    expect(sink.messages.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([OFFICE, OFFICE]);
    const fire = sink.messages.find((mail) => mail.subject?.includes('Fire'));
    expect(fire?.text).toContain('(Certificate) on the school website is valid until');
    expect(fire?.text).toContain('7 days from today');
    expect(fire?.text).toContain(`${api.url}/admin/documents`);
    // The next run, the same day: nothing new.
    expect(await run()).toBe(0);
  });

  it('sends the 7-day reminder when its day comes, and the 30-day one of a later document', async () => {
    now += 14 * DAY; // the water report has 6 days left; the building certificate 31
    expect(await run()).toBe(1);
    expect(sink.messages.at(-1)?.subject).toContain('Water testing report');
    now += DAY; // the building certificate: 30
    expect(await run()).toBe(1);
    expect(sink.messages.at(-1)?.subject).toContain('Building safety certificate');
  });

  it('tries a refused send again on the next run', async () => {
    now += 23 * DAY; // the building certificate: 7 days left
    refuse = true;
    expect(await run()).toBe(0);
    expect(logged).toEqual([expect.stringContaining('Could not mail the reminder for the document')]);
    refuse = false;
    expect(await run()).toBe(1);
    expect(sink.messages.at(-1)?.subject).toContain('Building safety certificate');
    expect(await run()).toBe(0);
  });

  it('lists for the dashboard what lapses within 60 days, soonest first, and what has lapsed, latest first', async () => {
    const answer = await api.call('GET', '/documents/expiring', { token });
    expect(answer.status).toBe(200);
    const titles = (docs: { title: string }[]) => docs.map((doc) => doc.title);
    expect(titles(answer.body.data.expiring)).toEqual(['Building safety certificate']);
    expect(titles(answer.body.data.expired)).toEqual(['Water testing report', 'Fire safety certificate', 'Affiliation letter']);
    expect((await api.call('GET', '/documents/expiring')).status).toBe(401);
  });
});

function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
