import { Router } from 'express';
import { announce, announcementOf, previewMail, recentAnnouncements } from '../../domain/mailings/announcements.js';
import { kickMailing } from '../../domain/mailings/mail-drain.js';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';

/**
 * Mail to subscribers (issue 39, item 2), staff only: announce an item to its topic's subscribers,
 * see how its mails stand, preview the mail in a language, and list the newest announcements.
 * After an announcement the queue is drained at once (an urgent notice goes out in seconds); the
 * homes' timers send what waits for a later time.
 */
export function announcementRoutes({ store, mailer, clock, identity, config, log }: AppDeps): Router {
  const router = Router();
  router.use(...staffOnly(identity));
  const deps = { store, mailer, clock, siteUrl: config.siteUrl, log };

  router.post('/', async (req, res) => {
    const { created, view } = await announce(deps, req.body, currentUser(res));
    res.status(created ? 201 : 200).json({ success: true, data: view });
    // After the answer: staff are not kept waiting for the mails.
    if (created) void kickMailing(deps);
  });

  router.get('/', async (_req, res) => {
    const views = await recentAnnouncements(deps);
    res.json({ success: true, count: views.length, data: views });
  });

  router.get('/:kind/:itemId', async (req, res) => {
    res.json({ success: true, data: await announcementOf(deps, String(req.params.kind), String(req.params.itemId)) });
  });

  router.get('/:kind/:itemId/preview', async (req, res) => {
    res.json({ success: true, data: await previewMail(deps, String(req.params.kind), String(req.params.itemId), req.query) });
  });

  return router;
}
