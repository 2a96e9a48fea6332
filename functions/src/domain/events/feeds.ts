import { Feed } from 'feed';
import ical from 'ical-generator';
import { publishedAt } from '@school/shared/publish-time';
import type { StoredDocument } from '../../ports/document-store.js';
import type { EventDoc } from './event-items.js';

const SCHOOL_NAME = 'Convent School Faridkot';
/** Feeds carry the most recent items only; a calendar app re-reads them every few hours anyway. */
export const FEED_LIMIT = 100;
// Calendar apps need an end; an event saved with only a start is shown as one hour long.
const DEFAULT_EVENT_MS = 60 * 60 * 1000;

/** The item's own page; its slug never changes, so a link in a feed reader or a calendar keeps working. */
export function itemPage(item: Pick<EventDoc, 'slug'>, origin: string): string {
  return `${origin}/news/${item.slug}`;
}

/** Stored image URLs are relative in the embedded home ("/files/..."); feeds need absolute ones. */
function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The school's events as an iCalendar feed. Times are written in UTC (…Z), which every
 * calendar app places correctly in its own zone: 09:00 at the school (Asia/Kolkata) is 03:30Z.
 */
export function eventsCalendar(items: StoredDocument<EventDoc>[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: `${SCHOOL_NAME} events`,
    description: `Events at ${SCHOOL_NAME}`,
    prodId: { company: SCHOOL_NAME, product: 'school-website', language: 'EN' },
    url: `${origin}/events`,
    // Ask subscribing apps to refresh twice a day (the feed is cheap and CDN-cached).
    ttl: 12 * 60 * 60,
  });
  for (const item of items) {
    if (item.type !== 'event' || !item.startDate) continue;
    const start = new Date(item.startDate);
    const end = item.endDate ? new Date(item.endDate) : new Date(start.getTime() + DEFAULT_EVENT_MS);
    calendar.createEvent({
      // A stable UID lets calendar apps update an event in place instead of duplicating it.
      id: `${item.id}@${host}`,
      start,
      end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + DEFAULT_EVENT_MS),
      summary: item.title,
      description: item.description,
      location: item.location || null,
      url: itemPage(item, origin),
      stamp: new Date(item.updatedAt),
      lastModified: new Date(item.updatedAt),
      created: new Date(item.createdAt),
      categories: item.tags.map((name) => ({ name })),
    });
  }
  return calendar.toString();
}

/** The share JPEG where there is one: feed readers and aggregators read JPEG everywhere, WebP not always. */
function feedImage(image: NonNullable<EventDoc['image']>, origin: string): { url: string; type: string } {
  return image.share
    ? { url: absolute(image.share.url, origin), type: 'image/jpeg' }
    : { url: absolute(image.url, origin), type: 'image/webp' };
}

const CDATA_END = ']]>';

/**
 * A staff text as the feed library must get it for a CDATA section. The library (xml-js under `feed`)
 * splits only the FIRST `]]>` of a text (a single String.replace), so a second one would end the
 * section and let the rest of a title or description through as raw XML (issue 32, item 7): every
 * later one is split here the same way, leaving the first for the library. Characters XML 1.0 cannot
 * carry at all (most control characters, lone surrogates) are dropped, or readers refuse the feed.
 */
function forCdata(text: string): string {
  const clean = xmlChars(text);
  const first = clean.indexOf(CDATA_END);
  if (first < 0) return clean;
  const cut = first + CDATA_END.length;
  return clean.slice(0, cut) + clean.slice(cut).split(CDATA_END).join(']]]]><![CDATA[>');
}

// One code unit at a time (no `u` flag), so a lone surrogate half is seen; nothing here can backtrack.
// The control characters are what is removed.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML 1.0 forbids (kept: tab, line feed, carriage return). */
function xmlChars(text: string): string {
  return text.replace(NOT_XML, '');
}

/** News and events as RSS 2.0, newest first, for feed readers and school-app aggregators. */
export function newsRss(items: StoredDocument<EventDoc>[], origin: string): string {
  const feed = new Feed({
    title: `${SCHOOL_NAME} news and events`,
    description: `News and events from ${SCHOOL_NAME}, Faridkot, Punjab`,
    id: `${origin}/news`,
    link: `${origin}/news`,
    language: 'en',
    copyright: `© ${SCHOOL_NAME}`,
    updated: items[0] ? new Date(items[0].updatedAt) : new Date(0),
    generator: false,
    feedLinks: { rss: `${origin}/api/news.rss` },
  });
  for (const item of items) {
    feed.addItem({
      title: forCdata(item.title),
      id: item.id,
      guid: item.id,
      link: itemPage(item, origin),
      description: forCdata(item.description),
      // A scheduled item is news from its publish time, not from when staff wrote it.
      date: new Date(publishedAt(item)),
      category: [{ name: item.type }, ...item.tags.map((name) => ({ name: xmlChars(name) }))],
      ...(item.image ? { image: feedImage(item.image, origin) } : {}),
    });
  }
  return feed.rss2();
}
