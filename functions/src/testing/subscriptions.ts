import type { ParsedMail } from 'mailparser';
import type { Locale } from '@school/shared/i18n/locales';
import type { SubscriptionTopic } from '@school/shared/subscription-fields';
import type { TestApi } from './api-server.js';

// A parent's subscription as tests walk it (issue 39): the form's request, the link read from the
// mail the SMTP sink (or an outbox) received, and the confirmation through the API, as the page does.

type Api = Pick<TestApi, 'call'>;

/** The mails to `email`, oldest first. */
export const mailsTo = (messages: readonly ParsedMail[], email: string) =>
  messages.filter((mail) => JSON.stringify(mail.to).includes(email));

/** The first address in a mail's text whose path starts with `path` (/subscribe/confirm, /api/...). */
export function urlIn(mail: ParsedMail | undefined, path: string): URL {
  const found = (mail?.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => url.pathname.includes(path));
  if (!found) throw new Error(`No link to ${path} in the mail "${mail?.subject ?? '(none)'}"`);
  return found;
}

/** A confirm or manage link's fields. */
export const linkOf = (url: URL) => ({ s: url.searchParams.get('s') ?? '', t: url.searchParams.get('t') ?? '' });

/** Polls `read` until it answers something truthy (mails arrive after the answer). */
export async function eventually<T>(read: () => T | Promise<T>, what: string, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Subscribes, reads the confirmation link from the newest mail and confirms; answers the manage link. */
export async function subscribeAndConfirm(
  api: Api,
  mails: () => readonly ParsedMail[] | Promise<readonly ParsedMail[]>,
  email: string,
  locale: Locale,
  topics: SubscriptionTopic[],
): Promise<{ s: string; t: string }> {
  const before = mailsTo(await mails(), email).length;
  const asked = await api.call('POST', '/subscriptions', { body: { email, locale, topics, consent: true } });
  if (asked.status !== 200) throw new Error(`POST /subscriptions answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const mail = await eventually(async () => mailsTo(await mails(), email)[before], `the confirmation mail to ${email}`);
  const confirmed = await api.call('POST', '/subscriptions/confirm', { body: linkOf(urlIn(mail, '/subscribe/confirm')) });
  if (confirmed.status !== 200)
    throw new Error(`POST /subscriptions/confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data.manage as { s: string; t: string };
}
