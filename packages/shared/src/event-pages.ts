import { z } from 'zod';
import { EVENT_TAG_ALIASES, EVENT_TAGS, EVENT_TYPES, type EventItem, type EventTag } from './event-schemas.js';
import { EVENT_CURSOR_MAX, EVENT_PAGE_MAX, EVENT_YEAR_RANGE } from './event-page-limits.js';
import { digitsParam, pageAfterParam, pageLimitParam, titleSearchParam } from './page-query.js';
import { SCHOOL_UTC_OFFSET } from './school-time.js';

// GET /events (and /news) a page at a time: what /news and /events render, so a page costs the same
// with twenty items stored as with twenty thousand (issue 34). `?limit=` asks for this form; without
// it the API answers the whole list as the spec has it (`success`, `count`, `data`).
//
//   GET /api/events?limit=12[&type=event][&tag=sports][&year=2025][&q=sports day][&after=<cursor>]
//   -> { success, count, data: EventItem[], next: <cursor> | null, tags: EventTag[], years: number[] }
//
// `next` is the `after` of the following page (null on the last one): a position in the list, opaque
// to clients. `tags` are the tags visitors can filter by (those of the items of this `type` they may
// see, whatever the page's own tag and year), `years` the years they can open, newest first.
//
// `q` searches the titles (English, Punjabi, Hindi): every typed word must begin a word of a title,
// in any case ("sports da" finds "Annual Sports Day"). The store looks up the longest typed word
// among the stored word prefixes (Firestore's one `array-contains` per query); the other words, and
// a `tag` sent with `q`, are checked on what it finds, a bounded number of reads per page. So a page
// of a search may hold fewer than `limit` items, even none, and still have a `next`.

// The page's bounds live without zod in event-page-limits.ts (the public pages spell their calls
// with them); named here too.
export { EVENT_CURSOR_MAX, EVENT_PAGE_MAX, EVENT_PAGE_SIZE, EVENT_YEAR_RANGE } from './event-page-limits.js';

/** A tag as a visitor's address may spell it: "sport" is the Sports filter too (spec). */
export const tagParamSchema = z.preprocess(
  (tag) => (typeof tag === 'string' && Object.hasOwn(EVENT_TAG_ALIASES, tag) ? EVENT_TAG_ALIASES[tag] : tag),
  z.enum(EVENT_TAGS, { error: 'Unknown tag' }),
);

/** The query of the paged form, as Express hands it over (each value a string when sent once). */
export const eventPageQuerySchema = z.object({
  limit: pageLimitParam(EVENT_PAGE_MAX),
  type: z.enum(EVENT_TYPES, { error: 'type must be news or event' }).optional(),
  tag: tagParamSchema.optional(),
  year: digitsParam('year', 4)
    .pipe(z.number().min(EVENT_YEAR_RANGE.min, 'Unknown year').max(EVENT_YEAR_RANGE.max, 'Unknown year'))
    .optional(),
  after: pageAfterParam(EVENT_CURSOR_MAX),
  /** Words of a title; blank means no search. */
  q: titleSearchParam(),
});
export type EventPageQuery = z.output<typeof eventPageQuerySchema>;

/** The paged answer's `data` and what comes beside it. */
export interface EventPage {
  data: EventItem[];
  next: string | null;
  tags: EventTag[];
  years: number[];
}

/** The instants a school year (in India time) starts and ends, as stored instants compare: [from, to). */
export function schoolYearSpan(year: number): { from: string; to: string } {
  const start = (y: number) => new Date(`${String(y).padStart(4, '0')}-01-01T00:00:00${SCHOOL_UTC_OFFSET}`).toISOString();
  return { from: start(year), to: start(year + 1) };
}

/** The year (India time) of a stored instant. */
export function schoolYearOf(iso: string): number {
  // India is 5 h 30 min ahead of UTC all year (SCHOOL_UTC_OFFSET): no daylight saving.
  return new Date(Date.parse(iso) + 330 * 60_000).getUTCFullYear();
}
