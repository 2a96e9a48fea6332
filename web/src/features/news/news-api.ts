import type { EventItem } from '@school/shared/event-schemas';
import { apiGet } from '../../lib/api-client';

function looksLikeItem(value: unknown): value is EventItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.title === 'string' && Array.isArray(item.tags);
}

const isItemList = (data: unknown): data is EventItem[] => Array.isArray(data) && data.every(looksLikeItem);

/**
 * GET /events (spec: the public news page's call), optionally only one type. A wrongly shaped answer
 * rejects as an invalid answer (isInvalidAnswer), which the page words for news or events.
 */
export function fetchItems(type: 'event' | undefined, signal: AbortSignal): Promise<EventItem[]> {
  const text = type === 'event' ? 'Invalid event data received from server' : 'Invalid news data received from server';
  return apiGet('/events', { query: { type }, signal, expect: { accept: isItemList, text } });
}
