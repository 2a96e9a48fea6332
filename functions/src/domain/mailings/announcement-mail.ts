import type { Locale } from '@school/shared/i18n/locales';
import type { StoredSubscriber } from '@school/shared/subscription-schemas';
import type { MailMessage } from '../../ports/mailer.js';
import { serverText, type ServerText } from '../i18n/server-messages.js';
import { siteOrigin } from '../site-origin.js';
import { topicWords } from '../subscriptions/subscription-mails.js';
import { wordsIn, type Publication } from './publications.js';

// A subscriber's mail (issue 39, item 2): one item, or the week's items in one digest, in the
// subscriber's language (each text the English where staff wrote no translation), each with its
// link in that language's pages and, for a document, the file it brings; then why the mail came and
// the link that changes or ends it, which the List-Unsubscribe headers carry too (RFC 2369, RFC 8058:
// mail programs offer a one-click unsubscribe that POSTs to it). Plain text only: staff's words.

export interface MailLinks {
  /** The manage page in the subscriber's language. */
  manage: string;
  /** The one-click address (a POST unsubscribes). */
  oneClick: string;
}

const NOTICE_WORDS = { information: 'Notice:', closure: 'Closure:', emergency: 'Emergency:' } as const;

/** An item's page in the language: a page of this site gets the language's prefix; an outside link stays. */
function pageIn(siteUrl: string, locale: Locale, path: string): string {
  if (!path.startsWith('/')) return path;
  return `${siteOrigin(siteUrl)}${locale === 'en' ? '' : `/${locale}`}${path === '/' && locale !== 'en' ? '' : path}`;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function titleOf(text: ServerText, publication: Publication, locale: Locale): string {
  const { title } = wordsIn(publication, locale);
  return publication.noticeKind ? `${text(NOTICE_WORDS[publication.noticeKind])} ${title}` : title;
}

function itemLines(text: ServerText, publication: Publication, locale: Locale, siteUrl: string): string[] {
  const words = wordsIn(publication, locale);
  return [
    titleOf(text, publication, locale),
    ...(words.text ? [words.text] : []),
    ...(publication.file
      ? [
          text('File: {name} ({type}, {size})', {
            name: publication.file.name,
            type: publication.file.type,
            size: sizeText(publication.file.size),
          }),
        ]
      : []),
    text('Read more: {link}', { link: pageIn(siteUrl, locale, publication.path) }),
  ];
}

/** The mail of one item, or of a week's items, to one subscriber. */
export function announcementMail(
  subscriber: Pick<StoredSubscriber, 'email' | 'locale' | 'topics'>,
  publications: readonly Publication[],
  school: string,
  siteUrl: string,
  links: MailLinks,
): MailMessage {
  const { locale } = subscriber;
  const text = serverText(locale);
  const [only] = publications;
  const subject =
    publications.length === 1 && only ? `${titleOf(text, only, locale)} – ${school}` : text('This week at {school}', { school });
  const items = publications.flatMap((publication, index) => [
    ...(index > 0 ? ['', '—', ''] : []),
    ...itemLines(text, publication, locale, siteUrl),
  ]);
  return {
    to: subscriber.email,
    subject,
    text: [
      ...items,
      '',
      '----',
      text('You get this email because you subscribed to updates from {school} about: {topics}.', {
        school,
        topics: topicWords(text, subscriber.topics),
      }),
      text('To change what you get, or to unsubscribe, open this link:'),
      links.manage,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
