import { apiAnswer, invalidAnswer } from '../api-client';
import type { Page } from './use-paged-load';

// The admin lists a page at a time (issue 34): news and events, galleries, content pages, messages
// and the trash ask the API the same way, `GET <list>?limit=20[&q=…][&filters][&after=<cursor>]`,
// and read the next page's cursor beside the envelope's data.

/** Rows per page of an admin list: enough to fill a screen, few enough to answer at once at any archive size. */
export const ADMIN_PAGE_SIZE = 20;

const isPage = (body: unknown): body is { data: unknown[]; next: string | null } => {
  const page = body as { data?: unknown; next?: unknown } | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.data) && (page.next === null || typeof page.next === 'string');
};

export interface PageAsk {
  /** The list's filters and its search (`q`), as the API reads them; undefined ones are not sent. */
  query: Record<string, string | undefined>;
  /** The `next` of the page before, null for the first page. */
  cursor: string | null;
  signal?: AbortSignal | undefined;
  /** Send the token where the call would go without it (GET /galleries: staff see drafts too). */
  auth?: boolean;
}

/**
 * One page of `path`'s list; the rows are the API's as they come (its screen's types), and `beside`
 * the answer's other fields (the inbox's unread count).
 */
export async function fetchAdminPage<T>(
  path: string,
  { query, cursor, signal, auth }: PageAsk,
): Promise<Page<T> & { beside: Record<string, unknown> }> {
  // The whole answer: where the next page starts sits beside the envelope's data.
  const body = await apiAnswer('GET', path, undefined, {
    query: { limit: ADMIN_PAGE_SIZE, ...query, after: cursor ?? undefined },
    ...(signal ? { signal } : {}),
    ...(auth === undefined ? {} : { auth }),
  });
  if (!isPage(body)) throw invalidAnswer(body, 'Invalid data received from server');
  return { items: body.data as T[], nextCursor: body.next, beside: body };
}
