import type { EventItem, EventType } from '@school/shared/event-schemas';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

export async function listItems(type: EventType, signal?: AbortSignal): Promise<EventItem[]> {
  const body = await apiGet<{ data?: unknown }>('/events', { query: { type }, signal });
  if (!Array.isArray(body?.data)) throw new Error('Invalid data received from server');
  return body.data as EventItem[];
}

/** Multipart, as the spec's calls table says: text fields, arrays JSON-encoded, an optional `image`. */
export function createItem(form: FormData): Promise<unknown> {
  return apiPost('/events', form);
}

export function updateItem(id: string, form: FormData): Promise<unknown> {
  return apiPut(`/events/${encodeURIComponent(id)}`, form);
}

export function deleteItem(id: string): Promise<unknown> {
  return apiDelete(`/events/${encodeURIComponent(id)}`);
}
