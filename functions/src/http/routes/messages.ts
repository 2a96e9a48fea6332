import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors.js';
import { isValidId } from '../../domain/ids.js';
import type { WhereClause } from '../../ports/document-store.js';
import type { StoredMessage } from '@school/shared/contact-schemas';
import type { AppDeps } from '../deps.js';
import { staffOnly } from '../middleware/auth.js';
import { parse } from '../middleware/validate.js';
import { present } from '../present.js';
import { MESSAGES } from './contact.js';

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

/** The staff inbox of contact-form messages: list (newest first), mark as read, delete. */
export function messagesRoutes({ store, identity }: AppDeps): Router {
  const router = Router();
  router.use(...staffOnly(identity));

  router.get('/', async (req, res) => {
    const { unread, limit } = parse(messagesListQuerySchema, req.query);
    // read == false with orderBy createdAt needs the composite index in firestore.indexes.json.
    const where: WhereClause[] = unread === 'true' ? [{ field: 'read', op: '==', value: false }] : [];
    const [docs, unreadCount] = await Promise.all([
      store.find<StoredMessage>(MESSAGES, { where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit }),
      store.count(MESSAGES, { where: [{ field: 'read', op: '==', value: false }] }),
    ]);
    res.json({ success: true, count: docs.length, unread: unreadCount, data: docs.map(present) });
  });

  // An id that could never exist is simply not found, like any other.
  router.param('id', (_req, _res, next, id: string) => {
    if (!isValidId(id)) throw new NotFoundError('Message not found');
    next();
  });

  router.put('/:id/read', async (req, res) => {
    const id = req.params.id ?? '';
    if (!(await store.update(MESSAGES, id, { read: true }))) throw new NotFoundError('Message not found');
    const doc = await store.get<StoredMessage>(MESSAGES, id);
    if (!doc) throw new NotFoundError('Message not found');
    res.json({ success: true, data: present(doc) });
  });

  router.delete('/:id', async (req, res) => {
    if (!(await store.delete(MESSAGES, req.params.id ?? ''))) throw new NotFoundError('Message not found');
    res.json({ success: true, data: {} });
  });

  return router;
}
