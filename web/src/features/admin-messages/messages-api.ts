import type { InboxMessage } from '@school/shared/contact-schemas';
import { fetchAdminPage } from '../../lib/admin/admin-pages';
import type { Page } from '../../lib/admin/use-paged-load';
import { apiSend, invalidAnswer } from '../../lib/api-client';

function isMessage(value: unknown): value is InboxMessage {
  const m = value as Partial<InboxMessage> | null;
  return typeof m === 'object' && m !== null && typeof m._id === 'string' && typeof m.subject === 'string' && typeof m.read === 'boolean';
}

/** What the inbox asks for: the unread ones or all, and words of a subject or sender ('' for none). */
export interface InboxQuery {
  unreadOnly: boolean;
  q: string;
}

/**
 * GET /messages?limit=20 (newest first) from `cursor` on: one page, and the unread count of the whole
 * inbox, which sits beside the envelope's data.
 */
export async function listMessagePage(
  { unreadOnly, q }: InboxQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ page: Page<InboxMessage>; unread: number }> {
  const query = { unread: unreadOnly ? 'true' : undefined, q: q || undefined };
  const { items, nextCursor, beside } = await fetchAdminPage<unknown>('/messages', { query, cursor, signal });
  if (!items.every(isMessage)) throw invalidAnswer(beside, 'Invalid message data received from server');
  const unread = typeof beside.unread === 'number' ? beside.unread : items.filter((m) => !m.read).length;
  return { page: { items, nextCursor }, unread };
}

export const markMessageRead = (id: string) => apiSend('PUT', `/messages/${encodeURIComponent(id)}/read`);

export const deleteMessage = (id: string) => apiSend('DELETE', `/messages/${encodeURIComponent(id)}`);

/** mailto: link that opens the visitor's address in the mail app with "Re: <subject>" filled in. */
export function replyHref(message: Pick<InboxMessage, 'email' | 'subject'>): string {
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** "January 5, 2025, 9:30 am" in the school's time zone. */
export function formatReceived(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    timeZone: 'Asia/Kolkata',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
