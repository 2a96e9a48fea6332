import type { EventItem, EventType } from '@school/shared/event-schemas';
import { apiGet, apiSend } from '../../lib/api-client';

export function listItems(type: EventType, signal?: AbortSignal): Promise<EventItem[]> {
  return apiGet('/events', {
    query: { type },
    signal,
    expect: { accept: (data): data is EventItem[] => Array.isArray(data), text: 'Invalid data received from server' },
  });
}

/** Multipart, as the spec's calls table says: text fields, arrays JSON-encoded, an optional `image`. */
export function createItem(form: FormData): Promise<unknown> {
  return apiSend('POST', '/events', form);
}

export function updateItem(id: string, form: FormData): Promise<unknown> {
  return apiSend('PUT', `/events/${encodeURIComponent(id)}`, form);
}

export function deleteItem(id: string): Promise<unknown> {
  return apiSend('DELETE', `/events/${encodeURIComponent(id)}`);
}
