import { Router, type Request, type Response } from 'express';
import {
  fieldsFromJson,
  fieldsFromMultipart,
  readRemoveImage,
  readVersion,
  type RawEventFields,
} from '../../domain/events/event-fields.js';
import {
  createItem,
  deleteItem,
  editItem,
  getItem,
  getItemBySlug,
  listItems,
  presentItem,
  type ImageChange,
} from '../../domain/events/event-items.js';
import { eventsCalendar, FEED_LIMIT, newsRss } from '../../domain/events/feeds.js';
import { ValidationError } from '../../domain/errors.js';
import { eventInputSchema, eventListQuerySchema } from '@school/shared/event-schemas';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { cacheUnlessSignedIn, publicCache } from '../middleware/cache.js';
import { readMultipart } from '../middleware/multipart.js';
import { parse } from '../middleware/validate.js';

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

/** Lists for visitors are CDN-cached; staff (token present) get a fresh answer right after an edit. */
async function sendList(req: Request, res: Response, deps: AppDeps): Promise<void> {
  const { type } = parse(eventListQuerySchema, req.query);
  const items = await listItems(deps.store, type, undefined, deps.clock);
  cacheUnlessSignedIn(req, res);
  res.json({ success: true, count: items.length, data: items.map(presentItem) });
}

/** GET /news: the same list as GET /events (the spec lists both). */
export function newsRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/', (req, res) => sendList(req, res, deps));
  return router;
}

export function eventsRoutes(deps: AppDeps): Router {
  const router = Router();
  const { identity } = deps;

  router.get('/', (req, res) => sendList(req, res, deps));

  // The item's own page (/news/{slug}) reads it here; before '/:id' only for the reader's sake
  // (a two-segment path never matches '/:id').
  router.get('/slug/:slug', async (req, res) => {
    const item = await getItemBySlug(deps.store, String(req.params.slug), deps.clock);
    cacheUnlessSignedIn(req, res);
    res.json({ success: true, data: presentItem(item) });
  });

  router.get('/:id', async (req, res) => {
    const item = await getItem(deps.store, String(req.params.id), deps.clock);
    cacheUnlessSignedIn(req, res);
    res.json({ success: true, data: presentItem(item) });
  });

  router.post('/', ...staffOnly(identity), async (req, res) => {
    const { raw, image } = await readSubmission(req);
    const input = parse(eventInputSchema, raw);
    const created = await createItem(deps, input, image);
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

/** The visitor's origin, also behind Firebase Hosting (which forwards the public host). */
function siteOrigin(req: Request): string {
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  return `${req.protocol}://${host}`;
}

/** GET /events.ics and GET /news.rss, mounted on the API root before the /events router. */
export function feedRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/events.ics', async (req, res) => {
    const items = await listItems(deps.store, 'event', FEED_LIMIT, deps.clock);
    publicCache(res);
    res.type('text/calendar; charset=utf-8');
    res.set('Content-Disposition', 'inline; filename="school-events.ics"');
    res.send(eventsCalendar(items, siteOrigin(req)));
  });

  router.get('/news.rss', async (req, res) => {
    const items = await listItems(deps.store, undefined, FEED_LIMIT, deps.clock);
    publicCache(res);
    res.type('application/rss+xml; charset=utf-8');
    res.send(newsRss(items, siteOrigin(req)));
  });

  return router;
}
