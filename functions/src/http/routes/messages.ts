import { Router } from 'express';
import { z } from 'zod';
import type { StoredMessage } from '@school/shared/contact-schemas';
import { versionFieldSchema, versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';
import { deleteMessage, listMessages, markMessageRead } from '../../domain/messages/inbox.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';
import { present } from '../present/document.js';

// Exported for the hardening tests, which check the route against its own contract.
export const messagesListQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-500')
    .max(500, 'limit must be 1-500')
    .default(200),
});

/** A message as the inbox reads it: always with its version (1 for messages older than versions). */
const presentMessage = (doc: StoredDocument<StoredMessage>) => ({ ...present(doc), version: versionOf(doc) });

/** The staff inbox of contact-form messages: list (newest first), mark as read, delete. */
export function messagesRoutes({ store, clock, identity }: AppDeps): Router {
  const router = Router();
  router.use(...staffOnly(identity));

  router.get('/', async (req, res) => {
    const { unread, limit } = parse(messagesListQuerySchema, req.query);
    const page = await listMessages(store, { unreadOnly: unread === 'true', limit });
    res.json({ success: true, count: page.messages.length, unread: page.unread, data: page.messages.map(presentMessage) });
  });

  router.put('/:id/read', async (req, res) => {
    // The spec's call has no body; a client may send the version it showed (older: 409).
    const { version } = parse(versionFieldSchema, req.body ?? {});
    res.json({ success: true, data: presentMessage(await markMessageRead({ store, clock }, req.params.id, version, currentUser(res))) });
  });

  router.delete('/:id', async (req, res) => {
    await deleteMessage(store, clock, req.params.id, currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
