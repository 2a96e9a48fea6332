import type { Locale } from '@school/shared/i18n/locales';
import { TOPIC_NAMES, UNCONFIRMED_KEEP_DAYS, type SubscriptionTopic } from '@school/shared/subscription-fields';
import type { MailMessage } from '../../ports/mailer.js';
import { serverText, type ServerText } from '../i18n/server-messages.js';

// The two mails a subscription request sends (issue 39): the confirmation (double opt-in: nothing else
// goes to an address until its link is used) and, to an address already subscribed, its manage link.
// Plain text: the address is a visitor's input. In the chosen language, then in English, as the code
// mail is (a family member may read the other).

/** "News, Events" in the language. */
export const topicWords = (text: ServerText, topics: readonly SubscriptionTopic[]) =>
  topics.map((topic) => text(TOPIC_NAMES[topic])).join(', ');

type Lines = (text: ServerText) => { subject: string; lines: string[] };

function bilingual(to: string, locale: Locale, words: Lines): MailMessage {
  const english = words(serverText('en'));
  if (locale === 'en') return { to, subject: english.subject, text: english.lines.join('\n') };
  const local = serverText(locale);
  const own = words(local);
  return {
    to,
    subject: `${own.subject} / ${english.subject}`,
    text: [...own.lines, '', '----', local('The same in English:'), '', ...english.lines].join('\n'),
  };
}

/** A mail of a link: what was asked, the link, and what to do if it was not you. */
function linkMail(
  to: string,
  locale: Locale,
  words: (text: ServerText) => { subject: string; asked: string; ask: string; ignore: string },
  link: string,
) {
  return bilingual(to, locale, (text) => {
    const { subject, asked, ask, ignore } = words(text);
    return { subject, lines: [text('Hello,'), '', asked, ask, link, '', ignore] };
  });
}

/** The double opt-in: the link that confirms, and what happens if nobody uses it. */
export function confirmationMail(to: string, locale: Locale, school: string, topics: readonly SubscriptionTopic[], link: string) {
  return linkMail(
    to,
    locale,
    (text) => ({
      subject: text('Please confirm your e-mail updates from {school}', { school }),
      asked: text('Someone, we hope you, asked for e-mail updates from {school} about: {topics}.', {
        school,
        topics: topicWords(text, topics),
      }),
      ask: text('To start them, confirm your address with this link:'),
      ignore: text('If you did not ask for them, ignore this email: nothing will be sent, and the address is deleted within {days} days.', {
        days: String(UNCONFIRMED_KEEP_DAYS),
      }),
    }),
    link,
  );
}

/** To an address that already gets updates: nothing changed; here is where to change them. */
export function alreadySubscribedMail(to: string, locale: Locale, school: string, topics: readonly SubscriptionTopic[], link: string) {
  return linkMail(
    to,
    locale,
    (text) => ({
      subject: text('Your e-mail updates from {school}', { school }),
      asked: text('This address already gets e-mail updates from {school} about: {topics}.', { school, topics: topicWords(text, topics) }),
      ask: text('To change what you get, or to unsubscribe, open this link:'),
      ignore: text('If you did not ask, you can ignore this email; nothing has changed.'),
    }),
    link,
  );
}
