import type { EventItem } from '@school/shared/event-schemas';
import { apiGet } from '../../lib/api-client';

/** The answer was not the list the page expects (a proxy page, an old API). */
export class InvalidDataError extends Error {}

function looksLikeItem(value: unknown): value is EventItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.title === 'string' && Array.isArray(item.tags);
}

/** GET /events (spec: the public news page's call), optionally only one type. */
export async function fetchItems(type: 'event' | undefined, signal: AbortSignal): Promise<EventItem[]> {
  const body = await apiGet<{ success?: boolean; data?: unknown }>('/events', { query: { type }, signal });
  if (!body || body.success === false || !Array.isArray(body.data) || !body.data.every(looksLikeItem)) throw new InvalidDataError();
  return body.data;
}
