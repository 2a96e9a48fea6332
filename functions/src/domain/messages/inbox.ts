import { z } from 'zod';
import type { DocumentStore, StoredDocument, WhereClause } from '../../ports/document-store.js';
import type { StoredMessage } from '@school/shared/contact-schemas';
import { versionFieldSchema } from '@school/shared/item-version';
import type { Clock } from '../../ports/clock.js';
import { recordBy, type Actor, type AuditDeps } from '../audit/audit-log.js';
import { MESSAGES } from '../collections.js';
import { moveToTrash } from '../trash/trash-records.js';
import { NotFoundError } from '../errors.js';
import { isValidId } from '../ids.js';
import { parse } from '../parse.js';
import { nextVersion } from '../versions.js';
import { pageAfterParam, titleSearchParam } from '@school/shared/page-query';
import { inboxPage } from './inbox-pages.js';

// The staff inbox of contact-form messages: list (newest first), mark as read, delete (to the trash).
// Each message carries a version (1 when received, +1 on each write; see item-version.ts).

const NOT_FOUND = 'Message not found';
const UNREAD: WhereClause = { field: 'read', op: '==', value: false };

/** GET /api/messages's query: unread ones only or all, newest first, at most `limit` (the hardening tests check the route against it). */
export const messagesListQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-500')
    .max(500, 'limit must be 1-500')
    .default(200),
  after: pageAfterParam(200),
  q: titleSearchParam(),
});

export interface InboxPage {
  messages: StoredDocument<StoredMessage>[];
  /** Unread messages in the whole inbox, not only on this page. */
  unread: number;
  /** With `limit` sent (the paged form, issue 34): where the next page starts, null on the last; absent otherwise. */
  next?: string | null;
}

/** `query`: GET /api/messages's query string (messagesListQuerySchema). */
export async function listMessages(store: DocumentStore, query: unknown): Promise<InboxPage> {
  const { unread: unreadOnly, limit, after, q } = parse(messagesListQuerySchema, query);
  // read == false with orderBy createdAt needs the composite index in firestore.indexes.json.
  const where = unreadOnly === 'true' ? [UNREAD] : [];
  // `limit` sent asks for the paged form (`after`, `q`, `next`); without it, the inbox as it always was.
  if ((query as { limit?: unknown } | null)?.limit !== undefined) {
    const [page, unread] = await Promise.all([inboxPage(store, where, { limit, after, q }), countUnread(store)]);
    return { messages: page.items, unread, next: page.next };
  }
  const [messages, unread] = await Promise.all([
    store.find<StoredMessage>(MESSAGES, { where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit }),
    countUnread(store),
  ]);
  return { messages, unread };
}

export function countUnread(store: DocumentStore): Promise<number> {
  return store.count(MESSAGES, { where: [UNREAD] });
}

/**
 * "Mark as read" from the inbox. The spec's call has no body; a client may send the version it
 * showed (`{ version }`), checked as markMessageRead says.
 */
export async function readMessage(deps: AuditDeps, id: string, input: unknown, by: Actor): Promise<StoredDocument<StoredMessage>> {
  const { version } = parse(versionFieldSchema, input);
  return markMessageRead(deps, id, version, by);
}

/**
 * Marks the message read, counting its version up, in one atomic step. Marking read twice is
 * harmless, so the check is optional: with `loaded` (the version the screen showed) an older one than
 * stored answers 409 and changes nothing; without it, as the admin's inbox sends it, it just counts.
 */
export async function markMessageRead(deps: AuditDeps, id: string, loaded?: number, by?: Actor): Promise<StoredDocument<StoredMessage>> {
  const { store } = deps;
  assertPossibleId(id);
  const doc = await store.mutate<StoredMessage>(MESSAGES, id, (current) => {
    if (!current) throw new NotFoundError(NOT_FOUND);
    return { ...current, read: true, version: nextVersion(current, loaded) };
  });
  if (!doc) throw new NotFoundError(NOT_FOUND);
  await recorded(deps, by, 'mark-read', id);
  return doc;
}

/** Moves the message to the trash (domain/trash), from where staff may restore it for 30 days. */
export async function deleteMessage(store: DocumentStore, clock: Clock, id: string, by: Actor): Promise<void> {
  assertPossibleId(id);
  const message = await store.get<StoredMessage>(MESSAGES, id);
  if (!message) throw new NotFoundError(NOT_FOUND);
  const { id: _id, ...item } = message;
  await moveToTrash(store, clock, { kind: 'message', id, title: item.subject, item, fileKeys: [] }, by);
  if (!(await store.delete(MESSAGES, id))) throw new NotFoundError(NOT_FOUND);
  await recorded({ store, clock }, by, 'delete', id);
}

/** A message is named by its id alone: its subject and words are a parent's, not the school's. */
const recorded = (deps: AuditDeps, by: Actor | undefined, action: 'mark-read' | 'delete', id: string) =>
  recordBy(deps, by, { action, itemKind: 'message', itemId: id });

/** An id that could never exist is simply not found, like any other. */
function assertPossibleId(id: string): void {
  if (!isValidId(id)) throw new NotFoundError(NOT_FOUND);
}
