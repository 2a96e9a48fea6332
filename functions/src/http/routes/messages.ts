import { Router } from 'express';
import { deleteMessage, listMessages, readMessage } from '../../domain/messages/inbox.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { presentMessage } from '../present/messages.js';

/** The staff inbox of contact-form messages: list (newest first), mark as read, delete. */
export function messagesRoutes({ store, clock, identity }: AppDeps): Router {
  const router = Router();
  router.use(...staffOnly(identity));

  router.get('/', async (req, res) => {
    const page = await listMessages(store, req.query);
    const { messages, unread, next } = page;
    res.json({ success: true, count: messages.length, unread, data: messages.map(presentMessage), ...(next !== undefined && { next }) });
  });

  router.put('/:id/read', async (req, res) => {
    res.json({ success: true, data: presentMessage(await readMessage({ store, clock }, req.params.id, req.body, currentUser(res))) });
  });

  router.delete('/:id', async (req, res) => {
    await deleteMessage(store, clock, req.params.id, currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
