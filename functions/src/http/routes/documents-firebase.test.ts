import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { schoolDay } from '@school/shared/school-time';
import { NodemailerMailer } from '../../adapters/mail/nodemailer-mailer.js';
import { sendExpiryReminders } from '../../domain/documents/expiry-reminders.js';
import { systemClock } from '../../ports/clock.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import type { TestApi } from '../../testing/api-server.js';
import { documentFields, download, sendDocument } from '../../testing/document-uploads.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { textPdf } from '../../testing/test-pdfs.js';
import type { AppDeps } from '../deps.js';

// The documents library on the Firebase home: the upload goes through Hosting to the built function,
// the file to the Cloud Storage fake, and both the API's download and Storage's own address give
// back the same bytes.
describe('documents on the Firebase home (emulators)', () => {
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  beforeAll(() => {
    api = firebaseTestApi(inject('firebase'));
  });
  afterAll(async () => api.close());

  it('uploads a PDF, reads its text, and serves it from Cloud Storage and as a sandboxed download', async () => {
    const { token } = await api.staff('admin');
    const pdf = textPdf(`Fee structure for ${Date.now()}`);
    const created = await sendDocument(api.url, token, {
      fields: documentFields(Date.now(), { category: 'fee-structure' }),
      file: { data: pdf },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.data;
    expect(doc.file).toMatchObject({ type: 'application/pdf', pageCount: 1, hasText: true });
    const stored = await download(doc.file.url);
    expect([stored.status, stored.bytes.equals(pdf)]).toEqual([200, true]);
    const got = await download(`${api.url}${doc.file.downloadUrl}`);
    expect([got.status, got.bytes.equals(pdf), got.headers.get('content-type')]).toEqual([200, true, 'application/pdf']);
    // Hosting's `**` rule sets the site's CSP on every answer, the function's included; the rule after
    // it in firebase.json (the last that matches wins) puts the download's own `sandbox` back.
    expect(got.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    const listed = await api.call('GET', '/documents?category=fee-structure');
    expect(listed.body.data.map((one: { _id: string }) => one._id)).toContain(doc._id);
  }, 120_000);

  it('deletes a document to the trash and restores it with its file, through Hosting', async () => {
    const { token } = await api.staff('admin');
    const pdf = textPdf(`Bus routes ${Date.now()}`);
    const created = await sendDocument(api.url, token, { fields: documentFields(Date.now()), file: { data: pdf } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.data;
    expect((await api.call('DELETE', `/documents/${doc._id}`, { token })).status).toBe(200);
    expect((await api.call('GET', `/documents/slug/${doc.slug}`)).status).toBe(404);
    expect((await api.call('POST', `/trash/${doc._id}/restore`, { token })).status).toBe(200);
    const got = await download(`${api.url}${doc.file.downloadUrl}`);
    expect([got.status, got.bytes.equals(pdf)]).toEqual([200, true]);
    expect((await download(doc.file.url)).bytes.equals(pdf)).toBe(true);
  }, 120_000);

  // The daily job the scheduled function `documentReminders` runs (entry/firebase/cloud-function.ts),
  // on the emulated Firestore with a real SMTP sink: the scheduler itself cannot run here (no Pub/Sub
  // emulator), so the test calls what it calls.
  it('mails the office 7 days before a certificate stored in Firestore lapses, once', async () => {
    const { token } = await api.staff('admin');
    const title = `Fire safety certificate ${Date.now()}`;
    const validUntil = schoolDay(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    const fields = documentFields(Date.now(), { title, category: 'certificate', validUntil });
    expect((await sendDocument(api.url, token, { fields, file: { data: textPdf(title) } })).status).toBe(201);
    const sink = await startSmtpSink();
    try {
      const mailer = new NodemailerMailer({ from: 'School Office <office@school.example>', smtpUrl: sink.url });
      const run = () =>
        sendExpiryReminders({
          store: api.home.store,
          clock: systemClock,
          mailer,
          installerOfficeEmail: 'office@school.example',
          siteUrl: api.url,
        });
      await run();
      const mine = () => sink.messages.filter((mail) => mail.subject?.endsWith(title));
      expect(mine()).toHaveLength(1);
      expect(mine()[0]?.text).toContain('7 days from today');
      await run();
      expect(mine()).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  }, 120_000);
});
