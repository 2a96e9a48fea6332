import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_NOT_VALID } from '@school/shared/subscription-fields';
import { SUBSCRIBERS } from '../../domain/collections.js';
import { deleteExpiredRecords } from '../../domain/expiry.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { eventually, linkOf, mailsTo, subscribeAndConfirm, urlIn } from '../../testing/subscriptions.js';

// Issue 39, item 1, as a parent's phone calls the API: a request with the privacy consent, the
// confirmation mail (double opt-in: nothing else before its link is used), the signed links that
// manage and end the subscription without a sign-in, the code mails' kind of limits, the deletion of
// unconfirmed addresses after 7 days, and "A person's data".

const DAY = 24 * 60 * 60 * 1000;

describe('e-mail subscriptions: /subscriptions', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let now = Date.parse('2026-12-01T04:00:00.000Z');
  const clock = { now: () => new Date(now) };
  let n = 0;
  const address = () => `subscriber${++n}.${Date.now()}@family.example`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, clock });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  const ask = (email: string, more: Record<string, unknown> = {}) =>
    api.call('POST', '/subscriptions', { body: { email, locale: 'hi', topics: ['news'], consent: true, ...more } });
  const stored = async (email: string) => (await api.home.store.find(SUBSCRIBERS)).filter((one) => one.email === email);

  it('refuses a request without the consent, in the language asked for, and keeps and mails nothing', async () => {
    const email = address();
    const refused = await ask(email, { consent: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: expect.stringMatching(/गोपनीयता/) });
    expect(await ask(email, { topics: [] })).toMatchObject({ status: 400, body: { success: false, error: 'Choose at least one topic.' } });
    expect(await stored(email)).toEqual([]);
    expect(mailsTo(sink.messages, email)).toEqual([]);
  });

  it('keeps a Hindi request unconfirmed and mails its confirmation link, in Hindi and English', async () => {
    const email = address();
    const asked = await ask(email);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/इनबॉक्स/);
    const [subscriber] = await stored(email);
    expect(subscriber).toMatchObject({ status: 'pending', locale: 'hi', topics: ['news'], audience: [], consent: { noticeVersion: 1 } });
    expect(subscriber?.expiresAt).toBe(new Date(now + 7 * DAY).toISOString());
    const mail = await eventually(() => mailsTo(sink.messages, email)[0], 'the confirmation');
    expect(mail.subject).toMatch(/^कृपया .* पुष्टि करें \/ Please confirm your e-mail updates from /);
    const link = urlIn(mail, '/subscribe/confirm');
    expect(link.pathname).toBe('/hi/subscribe/confirm');
    expect(link.origin).toBe(api.url);
  });

  it('confirms through the mailed link; the link then manages, and a made-up or mixed-up link opens nothing', async () => {
    const email = address();
    const manage = await subscribeAndConfirm(api, () => sink.messages, email, 'pa', ['news', 'notices']);
    const [subscriber] = await stored(email);
    expect(subscriber).toMatchObject({ status: 'confirmed', audience: ['news', 'notices'] });
    expect(subscriber?.expiresAt).toBeUndefined();
    const read = await api.call('GET', `/subscriptions/manage?s=${manage.s}&t=${manage.t}`);
    expect(read.body.data).toEqual({ email, locale: 'pa', topics: ['news', 'notices'], status: 'confirmed', paused: false });
    expect(read.headers.get('cache-control')).toContain('no-store');

    const confirmLink = linkOf(urlIn(mailsTo(sink.messages, email)[0], '/subscribe/confirm'));
    const notFound = { status: 404, body: { success: false, error: LINK_NOT_VALID } };
    expect(await api.call('GET', `/subscriptions/manage?s=${confirmLink.s}&t=${confirmLink.t}`)).toMatchObject(notFound);
    expect(await api.call('GET', `/subscriptions/manage?s=${manage.s}&t=${manage.t.slice(1)}x`)).toMatchObject(notFound);
    expect(await api.call('GET', '/subscriptions/manage?s=../x&t=y')).toMatchObject({ status: 400 });

    const changed = await api.call('PUT', '/subscriptions/manage', { body: { ...manage, locale: 'en', topics: ['events'] } });
    expect(changed.body.data).toMatchObject({ locale: 'en', topics: ['events'] });
    expect((await stored(email))[0]?.audience).toEqual(['events']);
  });

  it('answers a request for an address already subscribed alike, mails it its manage link, and changes nothing', async () => {
    const email = address();
    await subscribeAndConfirm(api, () => sink.messages, email, 'en', ['news']);
    const again = await ask(email, { locale: 'en', topics: ['events'] });
    expect(again.status).toBe(200);
    const mail = await eventually(() => mailsTo(sink.messages, email)[1], 'the second mail');
    expect(mail.subject).toMatch(/^Your e-mail updates from /);
    expect(urlIn(mail, '/subscribe/manage').pathname).toBe('/subscribe/manage');
    expect((await stored(email))[0]).toMatchObject({ status: 'confirmed', topics: ['news'] });
  });

  it('unsubscribes with the manage link: the address is deleted, and the link answers alike again', async () => {
    const email = address();
    const manage = await subscribeAndConfirm(api, () => sink.messages, email, 'en', ['news']);
    const query = `s=${manage.s}&t=${manage.t}`;
    const oneClick = `/subscriptions/unsubscribe/${manage.s}/${manage.t}`;
    // Its first letter changed: to 'x', or to 'y' for the one token in 64 that starts with 'x' (it did once).
    const wrong = `${manage.t.startsWith('x') ? 'y' : 'x'}${manage.t.slice(1)}`;
    expect(await api.call('POST', `/subscriptions/unsubscribe/${manage.s}/${wrong}`)).toMatchObject({ status: 404 });
    expect(await api.call('POST', oneClick)).toMatchObject({ status: 200, body: { success: true } });
    expect(await stored(email)).toEqual([]);
    expect((await api.call('POST', oneClick)).status).toBe(200);
    expect((await api.call('GET', `/subscriptions/manage?${query}`)).status).toBe(404);
  });

  it('slows a client asking again and again for one address, as the code mails are', async () => {
    const email = address();
    for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
    const slowed = await ask(email);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(mailsTo(sink.messages, email)).toHaveLength(3);
  });

  it('deletes an unconfirmed address after 7 days; a confirmed one stays', async () => {
    const waiting = address();
    const confirmed = address();
    await ask(waiting);
    await subscribeAndConfirm(api, () => sink.messages, confirmed, 'en', ['news']);
    now += 7 * DAY + 60_000;
    await deleteExpiredRecords(api.home.store, clock);
    expect(await stored(waiting)).toEqual([]);
    expect(await stored(confirmed)).toHaveLength(1);
  });

  it('is found, exported and erased by "A person\'s data"', async () => {
    const email = address();
    await subscribeAndConfirm(api, () => sink.messages, email, 'hi', ['documents']);
    const { token } = await api.staff('superadmin');
    const found = await api.call('POST', '/personal-data/search', { token, body: { email } });
    const holding = (found.body.data.holdings as { holder: string; records: { fields: Record<string, unknown> }[] }[]).find(
      (one) => one.holder === SUBSCRIBERS,
    );
    expect(holding?.records[0]?.fields).toMatchObject({ email, locale: 'hi', topics: ['documents'], status: 'confirmed' });
    const erased = await api.call('POST', '/personal-data/erase', { token, body: { email } });
    expect(erased.body.data.summary).toMatch(/1 subscription\b/);
    expect(await stored(email)).toEqual([]);
  });
});
