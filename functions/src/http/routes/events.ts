import { Router, type Response } from 'express';
import { createItem, deleteItem, editItem, getItem } from '../../domain/events/event-items.js';
import { readNewest } from '../../domain/events/event-pages.js';
import { readItem, type Reader } from '../../domain/events/event-reads.js';
import { eventsCalendar, FEED_LIMIT, newsRss } from '../../domain/events/feeds.js';
import type { AppDeps } from '../deps.js';
import { imageChangeOf, readEventSubmission } from '../decode/event-fields.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { publicCache } from '../middleware/cache.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { presentItem } from '../present/events.js';
import { reads, serve } from '../public-reads.js';
import { siteOrigin } from '../../domain/site-origin.js';

/** Who reads (optionalStaff ran first): staff also see items scheduled for later. */
const readerOf = (res: Response, deps: AppDeps): Reader => ({ staff: staffAsking(res), clock: deps.clock });

// Lists for visitors are CDN-cached; staff (token present) get a fresh answer right after an edit,
// scheduled items included. A visitor's list goes stale at the next publish time (freshUntil, in
// serve): the embedded home's memo forgets it then, so the item appears on time; Firebase's CDN,
// within a minute.

/** GET /news: the same list as GET /events (the spec lists both). */
export function newsRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/', optionalStaff(deps.identity), serve(deps, reads.events));
  return router;
}

export function eventsRoutes(deps: AppDeps): Router {
  const router = Router();
  const { identity } = deps;
  // Visitors and staff share these reads; a staff token must be valid (optionalStaff).
  const reader = optionalStaff(identity);

  router.get('/', reader, serve(deps, reads.events));

  // The item's own page (/news/{slug}) reads it here; before '/:id' only for the reader's sake
  // (a two-segment path never matches '/:id').
  router.get('/slug/:slug', reader, serve(deps, reads.event));

  router.get('/:id', reader, async (req, res) => {
    const item = await readItem(deps.store, String(req.params.id), readerOf(res, deps));
    res.json({ success: true, data: presentItem(item) });
  });

  router.post('/', ...staffOnly(identity), async (req, res) => {
    const { raw, image } = await readEventSubmission(req);
    const created = await createItem(deps, raw, image, currentUser(res));
    res.status(201).json({ success: true, data: presentItem(created) });
  });

  router.put('/:id', ...staffOnly(identity), async (req, res) => {
    const id = String(req.params.id);
    // An edit of a missing item answers 404 before any upload is read.
    await getItem(deps.store, id);
    const submission = await readEventSubmission(req);
    const change = imageChangeOf(submission);
    const updated = await editItem(deps, id, { raw: submission.raw, change, version: submission.version, by: currentUser(res) });
    res.json({ success: true, data: presentItem(updated) });
  });

  router.delete('/:id', ...staffOnly(identity), async (req, res) => {
    await deleteItem(deps, String(req.params.id), currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}

/** GET /events.ics and GET /news.rss, mounted on the API root before the /events router. */
export function feedRoutes(deps: AppDeps): Router {
  const router = Router();

  // Visitors' reads: an item scheduled for later is in neither feed until its publish time.
  const visitor: Reader = { staff: false, clock: deps.clock };

  router.get('/events.ics', async (_req, res) => {
    const { items, changesAt } = await readNewest(deps.store, visitor, 'event', FEED_LIMIT);
    publicCache(res);
    freshUntil(res, changesAt);
    res.type('text/calendar; charset=utf-8');
    res.set('Content-Disposition', 'inline; filename="school-events.ics"');
    res.send(eventsCalendar(items, siteOrigin(deps.config.siteUrl)));
  });

  router.get('/news.rss', async (_req, res) => {
    const { items, changesAt } = await readNewest(deps.store, visitor, undefined, FEED_LIMIT);
    publicCache(res);
    freshUntil(res, changesAt);
    res.type('application/rss+xml; charset=utf-8');
    res.send(newsRss(items, siteOrigin(deps.config.siteUrl)));
  });

  return router;
}
