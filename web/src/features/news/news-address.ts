import { EVENT_CURSOR_MAX, EVENT_YEAR_RANGE } from '@school/shared/event-page-limits';
import { eventTagOf, type EventTag } from '@school/shared/event-tags';
import { publicCalls } from '../../lib/public-calls';

// The address of a page of /news or /events: `?tag=sports&year=2025&after=<cursor>`, each optional.
// Read the same way by the server (app/route-calls.ts: which call to make before rendering) and by
// the page, so both spell the same call. No zod here (@school/shared/event-tags says why): the page's
// chunk must not carry it; the links the page writes are in news-links.ts.

/** The filters a page of news shows, each checked. */
export interface NewsAddress {
  tag?: EventTag | undefined;
  year?: number | undefined;
  /** Where the page starts: the API's `next` of the page before. */
  after?: string | undefined;
}

const YEAR = /^\d{4}$/;
// A cursor is the API's own and opaque here, but it is made to sit in an address: URL-safe
// characters only (RFC 3986's unreserved ones). Anything else was not made by the API, so the page
// is Not Found without asking it.
const CURSOR = /^[\w.~-]+$/;

const isYearInRange = (year: number) => year >= EVENT_YEAR_RANGE.min && year <= EVENT_YEAR_RANGE.max;

/** The one value of `name`: undefined when absent, null when given twice (`?tag=a&tag=b` is no page). */
function single(search: URLSearchParams, name: string): string | null | undefined {
  const values = search.getAll(name);
  return values.length > 1 ? null : values[0];
}

/**
 * The page's filters as its address gives them, an alias spelled as its tag ('sport' → 'sports');
 * null when one of them names nothing (an unknown tag, a year not of four digits in range, a
 * malformed cursor): that address is Not Found. Other parameters (a campaign's `utm_source`) are
 * not the page's and are ignored.
 */
export function readNewsAddress(search: URLSearchParams): NewsAddress | null {
  const tagText = single(search, 'tag');
  const yearText = single(search, 'year');
  const after = single(search, 'after');
  if (tagText === null || yearText === null || after === null) return null;

  const tag = tagText === undefined ? undefined : eventTagOf(tagText);
  if (tagText !== undefined && !tag) return null;
  const year = yearText === undefined ? undefined : Number(yearText);
  if (yearText !== undefined && !(YEAR.test(yearText) && isYearInRange(Number(yearText)))) return null;
  if (after !== undefined && !(after.length <= EVENT_CURSOR_MAX && CURSOR.test(after))) return null;
  return { tag, year, after };
}

/** What the news and events pages list: everything, or events only. */
export type NewsKind = 'all' | 'events';

const typeOf = (kind: NewsKind) => (kind === 'events' ? 'event' : undefined);

/** The API call of the page `address` names; null when the address names no page (Not Found). */
export function newsPageCall(kind: NewsKind, address: NewsAddress | null): string | null {
  return address ? publicCalls.eventPage({ type: typeOf(kind), ...address }) : null;
}

/** The calls the server makes before it renders /news or /events at `search` (none for an address that is Not Found). */
export function newsPageCalls(kind: NewsKind, search: URLSearchParams): string[] {
  const call = newsPageCall(kind, readNewsAddress(search));
  return call ? [call] : [];
}
