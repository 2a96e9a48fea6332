import type { InboxMessage } from '@school/shared/contact-schemas';
import { apiAnswer, apiSend, invalidAnswer } from '../../lib/api-client';

interface ListAnswer {
  data: InboxMessage[];
  unread: number;
}

function isMessage(value: unknown): value is InboxMessage {
  const m = value as Partial<InboxMessage> | null;
  return typeof m === 'object' && m !== null && typeof m._id === 'string' && typeof m.subject === 'string' && typeof m.read === 'boolean';
}

/** GET /messages (newest first); `unreadOnly` asks the server for the unread ones. */
export async function listMessages(unreadOnly: boolean, signal?: AbortSignal): Promise<ListAnswer> {
  // The whole answer: the unread count sits beside the envelope's data.
  const body = (await apiAnswer('GET', '/messages', undefined, {
    query: { unread: unreadOnly ? 'true' : undefined },
    ...(signal ? { signal } : {}),
  })) as Partial<ListAnswer> | null;
  if (!body || !Array.isArray(body.data) || !body.data.every(isMessage))
    throw invalidAnswer(body, 'Invalid message data received from server');
  return { data: body.data, unread: typeof body.unread === 'number' ? body.unread : body.data.filter((m) => !m.read).length };
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
