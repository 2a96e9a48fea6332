import type { DocumentDoc } from '@school/shared/document-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import type { AnnouncedKind } from '@school/shared/mailing-schemas';
import type { NoticeDoc } from '@school/shared/notice-schemas';
import { htmlToText, trimEndChars } from '@school/shared/plain-text';
import { publishedAt } from '@school/shared/publish-time';
import type { SubscriptionTopic } from '@school/shared/subscription-fields';
import type { DocumentStore } from '../../ports/document-store.js';
import { DOCUMENTS, EVENTS, NOTICES } from '../collections.js';
import { isValidId } from '../ids.js';

// What the subscribers' mails say of an item (issue 39): its title and a short text in each language
// (the English where staff wrote no translation), the page it lives on and, for a document, its file.
// Read from the store when the mail is written, so a title corrected after the announcement is the
// one that goes. The three kinds are read here, and only here.

type Texts = Partial<Record<Locale, { title?: string; text?: string }>>;

export interface Publication {
  topic: SubscriptionTopic;
  /** The English title and short text, and each translation staff wrote. */
  title: string;
  text: string;
  translations: Texts;
  /** The page on this site (`/news/{slug}`), or a notice's own link (a page of the site or https). */
  path: string;
  /** A document's file: the name its download is saved under, its type and size. */
  file?: { name: string; type: string; size: number };
  /** When visitors first see it (ISO). */
  liveAt: string;
  /** Whether it can go at all: a draft document, an ended notice cannot. */
  open: boolean;
  /** A notice of closure or emergency: always mailed at once. */
  urgent: boolean;
  /** A notice's kind, for its mail's first word. */
  noticeKind?: NoticeDoc['kind'];
}

/** The longest short text a mail carries: enough to know what it is about on a phone. */
const SHORT = 300;

/** Plain words of at most SHORT characters, cut at a word with an ellipsis. */
export function shortWords(text: string): string {
  const flat = htmlToText(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= SHORT) return flat;
  const cut = flat.slice(0, SHORT - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEndChars(space > SHORT / 2 ? cut.slice(0, space) : cut, ' ,.;:–-')}…`;
}

type Translated = Partial<Record<'pa' | 'hi', Record<string, string | undefined>>> | undefined;

function texts(translations: Translated, title: string, text: string): Texts {
  const out: Texts = {};
  for (const locale of ['pa', 'hi'] as const) {
    const own = translations?.[locale];
    const ownTitle = own?.[title];
    const ownText = own?.[text];
    if (ownTitle || ownText) out[locale] = { ...(ownTitle && { title: ownTitle }), ...(ownText && { text: shortWords(ownText) }) };
  }
  return out;
}

type EventDoc = { title: string; description: string; type: 'news' | 'event'; slug: string; createdAt: string } & {
  publishAt?: string | null;
  translations?: Translated;
};

const FILE_TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** The name a document's download is saved under (http/present/documents.ts names it alike). */
function fileName(doc: Pick<DocumentDoc, 'title' | 'slug' | 'file'>): string {
  const extension = doc.file.key.slice(doc.file.key.lastIndexOf('.') + 1);
  const safe = [...doc.title.normalize('NFC')]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|\u007f'.includes(char))
    .join('')
    .trim();
  return `${safe.slice(0, 120) || doc.slug}.${extension}`;
}

/** The item as its mail tells it, or null when it is gone. */
export async function readPublication(store: DocumentStore, kind: AnnouncedKind, id: string, now: Date): Promise<Publication | null> {
  if (!isValidId(id)) return null;
  if (kind === 'event') {
    const item = await store.get<EventDoc>(EVENTS, id);
    if (!item) return null;
    return {
      topic: item.type === 'event' ? 'events' : 'news',
      title: item.title,
      text: shortWords(item.description),
      translations: texts(item.translations, 'title', 'description'),
      path: `/news/${item.slug}`,
      liveAt: publishedAt(item),
      open: true,
      urgent: false,
    };
  }
  if (kind === 'document') {
    const doc = await store.get<DocumentDoc>(DOCUMENTS, id);
    if (!doc) return null;
    return {
      topic: 'documents',
      title: doc.title,
      text: shortWords(doc.description),
      translations: texts(doc.translations, 'title', 'description'),
      path: `/documents/${doc.slug}`,
      file: { name: fileName(doc), type: FILE_TYPES[doc.file.type] ?? doc.file.type, size: doc.file.size },
      liveAt: publishedAt(doc),
      open: doc.isPublished,
      urgent: false,
    };
  }
  const notice = await store.get<NoticeDoc>(NOTICES, id);
  if (!notice) return null;
  return {
    topic: 'notices',
    title: notice.text,
    text: '',
    translations: texts(notice.translations, 'text', 'none'),
    path: notice.link || '/',
    liveAt: notice.startsAt,
    open: Date.parse(notice.endsAt) > now.getTime(),
    urgent: notice.kind !== 'information',
    noticeKind: notice.kind,
  };
}

/** The title and short text in a language, each the English where no translation was written. */
export function wordsIn(publication: Publication, locale: Locale): { title: string; text: string } {
  const own = publication.translations[locale];
  return { title: own?.title ?? publication.title, text: own?.text ?? publication.text };
}
