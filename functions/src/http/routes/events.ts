import { Router, type Request, type Response } from 'express';
import {
  fieldsFromJson,
  fieldsFromMultipart,
  readRemoveImage,
  readVersion,
  type RawEventFields,
} from '../../domain/events/event-fields.js';
import { createItem, deleteItem, editItem, presentItem, type ImageChange } from '../../domain/events/event-items.js';
import { readItem, readItems, type Reader } from '../../domain/events/event-reads.js';
import { eventsCalendar, FEED_LIMIT, newsRss } from '../../domain/events/feeds.js';
import { ValidationError } from '../../domain/errors.js';
import { eventInputSchema } from '@school/shared/event-schemas';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { publicCache } from '../middleware/cache.js';
import { readMultipart } from '../middleware/multipart.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { parse } from '../middleware/validate.js';
import { reads, serve } from '../public-reads.js';
import { siteOrigin } from '../../domain/site-origin.js';

interface Submission {
  raw: RawEventFields;
  image?: Buffer;
  removeImage: boolean;
  /** The version the editor loaded (PUT): older than stored answers 409. */
  version?: number | undefined;
}

/** The spec's write calls are multipart (fields as text, arrays JSON-encoded, optional `image`); JSON is accepted too. */
async function readSubmission(req: Request): Promise<Submission> {
  if (req.is('application/json')) {
    const body = req.body as Record<string, unknown> | undefined;
    return { raw: fieldsFromJson(body), removeImage: readRemoveImage(body?.removeImage), version: readVersion(body?.version) };
  }
  const { fields, fieldLists, files } = await readMultipart(req, { fileFields: ['image'], maxFiles: 1 });
  return {
    raw: fieldsFromMultipart(fields, fieldLists),
    image: files[0]?.data,
    removeImage: readRemoveImage(fields.removeImage),
    version: readVersion(fields.version),
  };
}

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
    const { raw, image } = await readSubmission(req);
    const input = parse(eventInputSchema, raw);
    const created = await createItem(deps, input, image, currentUser(res));
    res.status(201).json({ success: true, data: presentItem(created) });
  });

  router.put('/:id', ...staffOnly(identity), async (req, res) => {
    const updated = await editItem(deps, String(req.params.id), async () => {
      const { raw, image, removeImage, version } = await readSubmission(req);
      if (image && removeImage) throw new ValidationError('Send a new image or removeImage=true, not both');
      const change: ImageChange = image ? { kind: 'replace', bytes: image } : removeImage ? { kind: 'remove' } : { kind: 'keep' };
      return { raw, change, version, by: currentUser(res) };
    });
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
    const { items, changesAt } = await readItems(deps.store, visitor, 'event', FEED_LIMIT);
    publicCache(res);
    freshUntil(res, changesAt);
    res.type('text/calendar; charset=utf-8');
    res.set('Content-Disposition', 'inline; filename="school-events.ics"');
    res.send(eventsCalendar(items, siteOrigin(deps.config.siteUrl)));
  });

  router.get('/news.rss', async (_req, res) => {
    const { items, changesAt } = await readItems(deps.store, visitor, undefined, FEED_LIMIT);
    publicCache(res);
    freshUntil(res, changesAt);
    res.type('application/rss+xml; charset=utf-8');
    res.send(newsRss(items, siteOrigin(deps.config.siteUrl)));
  });

  return router;
}
