import type { EventItem, EventType } from '@school/shared/event-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import { apiSend } from '../../lib/api-client';
import type { Page } from '../../lib/admin/use-paged-load';

/** What the list asks for: a type (none: both) and words of a title ('' for no search). */
export interface ItemQuery {
  type: EventType | undefined;
  q: string;
}

/** GET /events?limit=20 (staff: scheduled items too): one page, newest published first, from `cursor` on. */
export function listItemPage({ type, q }: ItemQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<EventItem>> {
  return fetchAdminPage<EventItem>('/events', { query: { type, q: q || undefined }, cursor, signal });
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
