import type { EventItem } from '@school/shared/event-schemas';
import { apiGet, type Expect } from '../../lib/api-client';
import { publicCalls } from '../../lib/public-calls';

/** The fields the pages read; the rest is trusted to the API (a full zod check would cost the page kilobytes). */
export function looksLikeItem(value: unknown): value is EventItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.title === 'string' && Array.isArray(item.tags);
}

const isItemList = (data: unknown): data is EventItem[] => Array.isArray(data) && data.every(looksLikeItem);

/** GET /events (spec: the public news page's call), optionally only one type: the path the server renders /news and /events from. */
export const itemsCall = (type: 'event' | undefined): string => (type === 'event' ? publicCalls.events : publicCalls.news);

/** What the page accepts as its list; a wrongly shaped answer is worded for news or events. */
export const itemListExpect = (type: 'event' | undefined): Expect<EventItem[]> => ({
  accept: isItemList,
  text: type === 'event' ? 'Invalid event data received from server' : 'Invalid news data received from server',
});

export function fetchItems(type: 'event' | undefined, signal: AbortSignal): Promise<EventItem[]> {
  return apiGet(itemsCall(type), { signal, expect: itemListExpect(type) });
}

/** What the item page accepts as its one item. */
export const itemExpect = (type: 'event' | 'news' | undefined): Expect<EventItem> => ({
  accept: looksLikeItem,
  text: type === 'event' ? 'Invalid event data received from server' : 'Invalid news data received from server',
});
