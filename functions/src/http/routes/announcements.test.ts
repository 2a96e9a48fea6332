import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOBS, SUBSCRIBERS } from '../../domain/collections.js';
import { kickMailing } from '../../domain/mailings/mail-drain.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { documentFields, sendDocument } from '../../testing/document-uploads.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { eventually, mailsTo, subscribeAndConfirm } from '../../testing/subscriptions.js';
import { textPdf } from '../../testing/test-pdfs.js';

// Issue 39, item 2, over real HTTP with a real SQLite file and SMTP server: staff announce a news
// item, an event, a document or a notice; each subscriber of its topic gets it in their language with
// the List-Unsubscribe headers; the one-click address stops the next mail; urgent notices go at once
// whatever the digest setting, the rest at once or in the week's digest; a scheduled item waits for
// its time; refusals are retried or, when permanent, pause the address; staff see the counts.

const MINUTE = 60_000;
/** A Wednesday morning in India. */
const START = Date.parse('2026-12-02T04:00:00.000Z');

describe('mail to subscribers: /announcements', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let token = '';
  let now = START;
  const clock = { now: () => new Date(now) };
  const run = Date.now().toString(36);
  let n = 0;
  const address = (prefix = 'parent') => `${prefix}${++n}.${run}@family.example`;
  /** Addresses the mail server refuses once with a 451 ("try again later"), as the test arms them. */
  const refuseOnce = new Set<string>();
  const drain = () => kickMailing({ store: api.home.store, mailer: api.home.mailer, clock, siteUrl: api.url });

  beforeAll(async () => {
    sink = await startSmtpSink(undefined, { refuse: (to) => refuseOnce.delete(to), reject: (to) => to.startsWith('gone-') });
    api = await startTestApi({ smtpUrl: sink.url, clock });
    ({ token } = await api.staff('admin'));
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  const newsItem = async (title: string, more: Record<string, unknown> = {}) => {
    const created = await api.call('POST', '/events', { token, body: { title, description: `About ${title}.`, type: 'news', ...more } });
    expect(created.status).toBe(201);
    return created.body.data as { _id: string; slug: string };
  };
  const announce = (kind: string, id: string) => api.call('POST', '/announcements', { token, body: { kind, id } });
  const counts = async (kind: string, id: string) => (await api.call('GET', `/announcements/${kind}/${id}`, { token })).body.data?.counts;
  const header = (mail: ParsedMail | undefined, name: string) =>
    mail?.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
  const subscribe = (email: string, locale: 'en' | 'pa' | 'hi', topics: ('news' | 'events' | 'documents' | 'notices')[]) =>
    subscribeAndConfirm(api, () => sink.messages, email, locale, topics);
  /** The mails after the confirmation (the first mail). */
  const news = (email: string) => mailsTo(sink.messages, email).slice(1);

  it('mails a news item with a Hindi title to a Hindi subscriber in Hindi, with the List-Unsubscribe headers; nobody else', async () => {
    const hindi = address();
    const eventsOnly = address();
    await subscribe(hindi, 'hi', ['news']);
    await subscribe(eventsOnly, 'en', ['events']);
    const item = await newsItem('Annual prize day', {
      translations: { hi: { title: 'वार्षिक पुरस्कार दिवस', description: 'सभी अभिभावक आमंत्रित हैं।' } },
    });
    const announced = await announce('event', item._id);
    expect(announced.status).toBe(201);
    expect(announced.body.data).toMatchObject({ topic: 'news', state: 'waiting', digest: null });

    const mail = await eventually(() => news(hindi)[0], 'the news mail');
    expect(mail.subject).toMatch(/^वार्षिक पुरस्कार दिवस – /);
    expect(mail.text).toContain('सभी अभिभावक आमंत्रित हैं।');
    expect(mail.text).toContain(`और पढ़ें: ${api.url}/hi/news/${item.slug}`);
    expect(mail.text).toMatch(/\/hi\/subscribe\/manage\?s=\w+&t=[\w-]+/);
    expect(header(mail, 'list-unsubscribe')).toMatch(new RegExp(`^<${api.url}/api/subscriptions/unsubscribe/\\w+/[\\w-]+>$`));
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await drain();
    expect(news(eventsOnly)).toEqual([]);
    expect(await counts('event', item._id)).toEqual({ queued: 0, sending: 0, sent: 1, failed: 0, dropped: 0 });

    // Announcing again mails nobody twice.
    expect((await announce('event', item._id)).status).toBe(200);
    await drain();
    expect(news(hindi)).toHaveLength(1);
  });

  it('stops the next mail after the one-click unsubscribe: a POST to the header address, no cookie, no token', async () => {
    const email = address();
    await subscribe(email, 'en', ['news']);
    const first = await newsItem('Sports week');
    await announce('event', first._id);
    const mail = await eventually(() => news(email)[0], 'the first mail');
    const oneClick = (header(mail, 'list-unsubscribe') ?? '').slice(1, -1);
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await api.home.store.find(SUBSCRIBERS)).some((one) => one.email === email)).toBe(false);
    const second = await newsItem('Science fair');
    await announce('event', second._id);
    await drain();
    expect(news(email)).toHaveLength(1);
  });

  it('sends an urgent notice at once even with the weekly digest; news waits for Friday and goes in one mail', async () => {
    const email = address();
    await subscribe(email, 'pa', ['news', 'notices']);
    expect((await api.call('PUT', '/subscriptions/settings', { token, body: { delivery: 'weekly' } })).status).toBe(200);
    const first = await newsItem('Winter uniform', { translations: { pa: { title: 'ਸਰਦੀਆਂ ਦੀ ਵਰਦੀ' } } });
    const second = await newsItem('Library week');
    const weekly = await announce('event', first._id);
    expect(weekly.body.data.digest).toBe('2026-12-04T11:30:00.000Z');
    await announce('event', second._id);

    const notice = await api.call('POST', '/notices', {
      token,
      body: {
        text: 'School closed today: heavy fog',
        kind: 'closure',
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + 600 * MINUTE).toISOString(),
        translations: { pa: { text: 'ਅੱਜ ਸਕੂਲ ਬੰਦ ਹੈ: ਸੰਘਣੀ ਧੁੰਦ' } },
      },
    });
    expect(notice.status).toBe(201);
    await announce('notice', notice.body.data._id);
    const urgent = await eventually(() => news(email)[0], 'the notice mail', 5_000);
    expect(urgent.subject).toMatch(/^ਛੁੱਟੀ: ਅੱਜ ਸਕੂਲ ਬੰਦ ਹੈ: ਸੰਘਣੀ ਧੁੰਦ – /);
    expect(urgent.text).toContain(`${api.url}/pa\n`);
    await drain();
    expect(news(email)).toHaveLength(1);

    now = Date.parse('2026-12-04T11:31:00.000Z');
    await drain();
    expect(news(email)).toHaveLength(2);
    const digest = news(email)[1];
    expect(digest?.subject).toMatch(/^ਇਸ ਹਫ਼ਤੇ .* ਵਿੱਚ$/);
    expect(digest?.text).toContain('ਸਰਦੀਆਂ ਦੀ ਵਰਦੀ');
    // No translation: the English.
    expect(digest?.text).toContain('Library week');
    // This subscriber's digest, and the first test's Hindi subscriber's.
    expect(await counts('event', second._id)).toMatchObject({ sent: 2, queued: 0 });
    await api.call('PUT', '/subscriptions/settings', { token, body: { delivery: 'immediate' } });
  });

  it('holds the mail of a scheduled item until it goes live', async () => {
    expect((await api.call('PUT', '/subscriptions/settings', { token, body: { delivery: 'immediate' } })).status).toBe(200);
    const email = address();
    await subscribe(email, 'en', ['events']);
    const event = await api.call('POST', '/events', {
      token,
      body: {
        title: 'Founders day',
        description: 'On the lawn.',
        type: 'event',
        startDate: '2027-01-10',
        publishAt: new Date(now + 60 * MINUTE).toISOString(),
      },
    });
    expect((await announce('event', event.body.data._id)).body.data.dueAt).toBe(new Date(now + 60 * MINUTE).toISOString());
    await drain();
    expect(news(email)).toEqual([]);
    now += 61 * MINUTE;
    await drain();
    expect(news(email)[0]?.subject).toMatch(/^Founders day – /);
  });

  it('names a document’s file; refuses a draft; previews the mail in Hindi', async () => {
    const email = address();
    await subscribe(email, 'hi', ['documents']);
    const sent = await sendDocument(api.url, token, {
      fields: documentFields(++n, { title: 'Holiday list 2027' }),
      file: { data: textPdf('Holidays') },
    });
    expect(sent.status).toBe(201);
    const preview = await api.call('GET', `/announcements/document/${sent.body.data._id}/preview?locale=hi`, { token });
    expect(preview.body.data.text).toContain('फ़ाइल: Holiday list 2027.pdf (PDF,');
    expect(preview.body.data.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await announce('document', sent.body.data._id);
    const mail = await eventually(() => news(email)[0], 'the document mail');
    expect(mail.text).toMatch(/फ़ाइल: Holiday list 2027\.pdf \(PDF, \d+ KB\)/);
    expect(mail.text).toContain(`/hi/documents/${sent.body.data.slug}`);

    const draft = await sendDocument(api.url, token, {
      fields: documentFields(++n, { isPublished: 'false' }),
      file: { data: textPdf('Draft') },
    });
    expect(await announce('document', draft.body.data._id)).toMatchObject({ status: 400, body: { success: false } });
    expect((await announce('document', 'no-such-document')).status).toBe(404);
  });

  it('tries a temporary refusal again later, and pauses an address refused for good three times', async () => {
    const later = address();
    const gone = address('gone-');
    await subscribe(later, 'en', ['events']);
    refuseOnce.add(later);
    // A confirmed address whose mailbox is gone (its confirmation could never have arrived: planted).
    await api.home.store.set(SUBSCRIBERS, `gone${run}`, {
      email: gone,
      locale: 'en',
      topics: ['events'],
      audience: ['events'],
      status: 'confirmed',
      consent: { noticeVersion: 1, agreedAt: new Date(now).toISOString(), locale: 'en' },
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      confirmedAt: new Date(now).toISOString(),
      bounces: 0,
    });
    for (const title of ['Match one', 'Match two', 'Match three']) {
      const event = await api.call('POST', '/events', {
        token,
        body: { title, description: 'Cricket.', type: 'event', startDate: '2027-02-01' },
      });
      await announce('event', event.body.data._id);
      await drain();
    }
    const goneNow = await api.home.store.get(SUBSCRIBERS, `gone${run}`);
    expect(goneNow).toMatchObject({ bounces: 3, audience: [] });
    expect(goneNow?.pausedAt).toBeDefined();
    const failed = await api.home.store.find(MAIL_JOBS, { where: [{ field: 'subscriberId', op: '==', value: `gone${run}` }] });
    expect(failed.map((job) => job.status)).toEqual(['failed', 'failed', 'failed']);

    // The first mail to `later` was refused once (451): back in the queue a minute later, then sent.
    expect(news(later)).toHaveLength(2);
    now += 2 * MINUTE;
    await drain();
    expect(news(later)).toHaveLength(3);
  });
});
