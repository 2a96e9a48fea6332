import type { EventPage } from '@school/shared/event-pages';
import type { EventItem, EventType } from '@school/shared/event-schemas';
import { apiAnswer, apiSend, invalidAnswer } from '../../lib/api-client';
import type { Page } from '../../lib/admin/use-paged-load';

/** Rows per page of the admin list: enough to fill a screen, few enough to answer at once at any archive size. */
export const ADMIN_PAGE_SIZE = 20;

/** What the list asks for: a type (none: both) and words of a title ('' for no search). */
export interface ItemQuery {
  type: EventType | undefined;
  q: string;
}

const isPage = (body: unknown): body is Pick<EventPage, 'data' | 'next'> => {
  const page = body as Partial<EventPage> | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.data) && (page.next === null || typeof page.next === 'string');
};

/** GET /events?limit=20 (staff: scheduled items too): one page, newest published first, from `cursor` on. */
export async function listItemPage({ type, q }: ItemQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<EventItem>> {
  // The whole answer: where the next page starts sits beside the envelope's data.
  const body = await apiAnswer('GET', '/events', undefined, {
    query: { limit: ADMIN_PAGE_SIZE, type, q: q || undefined, after: cursor ?? undefined },
    ...(signal ? { signal } : {}),
  });
  if (!isPage(body)) throw invalidAnswer(body, 'Invalid data received from server');
  return { items: body.data, nextCursor: body.next };
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
