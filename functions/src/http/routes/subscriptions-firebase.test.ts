import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NodemailerMailer } from '../../adapters/mail/nodemailer-mailer.js';
import { SUBSCRIBERS } from '../../domain/collections.js';
import { drainMailing } from '../../domain/mailings/mail-drain.js';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { outboxMails } from '../../testing/outbox-mails.js';
import { eventually, mailsTo, subscribeAndConfirm } from '../../testing/subscriptions.js';
import type { AppDeps } from '../deps.js';

// E-mail subscriptions and the mail to subscribers on the Firebase home (issue 39): the Cloud
// Function behind the Hosting emulator, on the emulated Firestore, mailing through the run's SMTP
// sink (its outbox folder). A parent subscribes in Hindi and confirms through the mailed link; a news
// item with a Hindi title is announced, and the function's drain after the answer mails it, in Hindi,
// with the List-Unsubscribe headers; a POST to the header's address unsubscribes. A scheduled item
// waits for the queue's scheduled run (sendSubscriberMails runs drainMailing), here called by hand.
describe('e-mail subscriptions on the Firebase home (emulators)', () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  let token = '';
  const run = Date.now().toString(36);
  const mails = () => outboxMails(hosts.mailOutbox);
  const header = (mail: ParsedMail | undefined, name: string) =>
    mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

  beforeAll(async () => {
    api = firebaseTestApi(hosts);
    ({ token } = await api.staff('admin'));
    // The files of this project share one set of emulators: the hostile bodies of
    // firebase-home.test.ts may have left the mail to subscribers weekly (an accepted PUT), which
    // would hold these mails for Friday's digest.
    expect((await api.call('PUT', '/subscriptions/settings', { token, body: { delivery: 'immediate' } })).status).toBe(200);
  });
  afterAll(async () => api.close());

  const newsItem = async (title: string, more: Record<string, unknown> = {}) => {
    const created = await api.call('POST', '/events', { token, body: { title, description: `About ${title}.`, type: 'news', ...more } });
    expect(created.status).toBe(201);
    return created.body.data as { _id: string; slug: string };
  };

  it('subscribes in Hindi, mails a Hindi news item with the List-Unsubscribe headers, and unsubscribes in one click', async () => {
    const email = `hindi-${run}@family.example`;
    await subscribeAndConfirm(api, mails, email, 'hi', ['news']);
    const item = await newsItem(`Prize day ${run}`, { translations: { hi: { title: `पुरस्कार दिवस ${run}` } } });
    expect((await api.call('POST', '/announcements', { token, body: { kind: 'event', id: item._id } })).status).toBe(201);

    const mail = await eventually(async () => mailsTo(await mails(), email)[1], 'the news mail', 30_000);
    expect(mail.subject).toMatch(new RegExp(`^पुरस्कार दिवस ${run} – `));
    expect(mail.text).toContain(`${hosts.hostingUrl}/hi/news/${item.slug}`);
    const oneClick = (header(mail, 'list-unsubscribe') ?? '').slice(1, -1);
    expect(oneClick).toMatch(new RegExp(`^${hosts.hostingUrl}/api/subscriptions/unsubscribe/\\w+/[\\w-]+$`));
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await eventually(
      async () => (await api.call('GET', `/announcements/event/${item._id}`, { token })).body.data.counts.sent === 1,
      'the count of the mail sent',
    );

    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await api.home.store.find(SUBSCRIBERS, { where: [{ field: 'email', op: '==', value: email }] })).length).toBe(0);
  }, 120_000);

  it('leaves a scheduled item to the scheduled run, which fans it out and sends it once it is live', async () => {
    const email = `events-${run}@family.example`;
    await subscribeAndConfirm(api, mails, email, 'en', ['events']);
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const event = await api.call('POST', '/events', {
      token,
      body: { title: `Open day ${run}`, description: 'Visit the school.', type: 'event', startDate: '2027-03-01', publishAt },
    });
    expect((await api.call('POST', '/announcements', { token, body: { kind: 'event', id: event.body.data._id } })).body.data.dueAt).toBe(
      publishAt,
    );
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(mailsTo(await mails(), email)).toHaveLength(1);

    // What sendSubscriberMails does every minute, on the same Firestore, mailing into the same outbox.
    const mailer = new NodemailerMailer({ from: 'School <office@school.example>', outboxDir: hosts.mailOutbox, log: () => {} });
    const handled = await drainMailing({ store: api.home.store, mailer, clock: { now: () => new Date() }, siteUrl: hosts.hostingUrl });
    expect(handled).toBeGreaterThanOrEqual(1);
    // Found by its subject: the outbox's names sort the mailer's files and the sink's apart.
    const mail = mailsTo(await mails(), email).find((one) => one.subject?.startsWith(`Open day ${run} – `));
    expect(mail?.text).toContain(`${hosts.hostingUrl}/news/`);
    expect(mailsTo(await mails(), email)).toHaveLength(2);
  }, 120_000);
});
