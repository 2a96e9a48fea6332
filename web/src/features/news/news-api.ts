import type { EventPage } from '@school/shared/event-pages';
import type { EventItem } from '@school/shared/event-schemas';
import { apiAnswer, apiGet, invalidAnswer, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';
import type { NewsKind } from './news-address';

/** The fields the pages read; the rest is trusted to the API (a full zod check would cost the page kilobytes). */
export function looksLikeItem(value: unknown): value is EventItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.title === 'string' && Array.isArray(item.tags);
}

const isListOf = <T>(value: unknown, each: (one: unknown) => one is T): value is T[] => Array.isArray(value) && value.every(each);
const isString = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** A page of the paged GET /events, as the API client's apiAnswer hands it over (the whole answer). */
function looksLikePage(body: unknown): body is EventPage {
  return (
    isRecord(body) &&
    isListOf(body.data, looksLikeItem) &&
    (body.next === null || isString(body.next)) &&
    isListOf(body.tags, isString) &&
    isListOf(body.years, isWhole)
  );
}

/** What the page accepts as its answer; a wrongly shaped one is worded for news or events. */
export const eventPageExpect = (kind: NewsKind): Expect<EventPage> => ({
  accept: looksLikePage,
  text: kind === 'events' ? 'Invalid event data received from server' : 'Invalid news data received from server',
});

/**
 * One page of news or events, by its call (lib/public-calls.ts). As a visitor, without the token
 * even for signed-in staff: the public page lists what visitors see.
 */
export async function fetchEventPage(call: string, kind: NewsKind, signal: AbortSignal): Promise<EventPage> {
  const expect = eventPageExpect(kind);
  const body = await apiAnswer('GET', call, undefined, { auth: false, signal });
  if (!expect.accept(body)) throw invalidAnswer(body, expect.text);
  return body;
}

/** One item by its id (GET /events/{id}), for an old /news#item-<id> link. */
export function fetchItemById(id: string, signal: AbortSignal): Promise<EventItem> {
  return apiGet(`/events/${encodeURIComponent(id)}`, { auth: false, signal, expect: itemExpect(undefined) });
}

/** What the item page accepts as its one item. */
export const itemExpect = (type: 'event' | 'news' | undefined): Expect<EventItem> => ({
  accept: looksLikeItem,
  text: type === 'event' ? 'Invalid event data received from server' : 'Invalid news data received from server',
});
