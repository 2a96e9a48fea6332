import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppDeps, KindedDeps, ServedDeps } from './deps.js';
import { accessLog, clientAddressBy } from './middleware/access-log.js';
import { answerMemo } from './middleware/answer-memo.js';
import { jsonBody } from './middleware/json-body.js';
import { errorHandler, notFoundApi } from './middleware/error-handler.js';
import { securityHeaders } from './middleware/security-headers.js';
import { activityRoutes } from './routes/activity.js';
import { admissionRoutes } from './routes/admission.js';
import { authRoutes } from './routes/auth.js';
import { contentRoutes } from './routes/content.js';
import { documentRoutes } from './routes/documents.js';
import { feeRoutes } from './routes/fees.js';
import { eventsRoutes, feedRoutes, newsRoutes } from './routes/events.js';
import { galleryRoutes } from './routes/galleries.js';
import { revisionRoutes } from './routes/revisions.js';
import { trashRoutes } from './routes/trash.js';
import { contactRoutes } from './routes/contact.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { messagesRoutes } from './routes/messages.js';
import { enquiryRoutes } from './routes/enquiries.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { announcementRoutes } from './routes/announcements.js';
import { noticesRoutes } from './routes/notices.js';
import { otpRoutes } from './routes/otp.js';
import { pageTextRoutes } from './routes/page-texts.js';
import { settingsRoutes } from './routes/settings.js';
import { staffRoutes } from './routes/staff.js';
import { ITEM_KINDS } from '../domain/registry/item-kinds.js';
import { PERSONAL_DATA_HOLDERS } from '../domain/registry/personal-data-holders.js';
import { personalDataRoutes } from './routes/personal-data.js';
import { siteSearch } from '../domain/search/site-search.js';
import { searchRoutes } from './routes/search.js';
import { readInProcess, type PublicReader } from './public-reads.js';

/**
 * The one Express app of both homes. Everything lives under /api: the standalone server mounts
 * it beside the web app (see `mountMore`), and Firebase Hosting rewrites /api/** to the function with the path kept.
 */
export interface AppOptions {
  /** Repeat public GET answers from memory until the next write (embedded home only: see answer-memo.ts). */
  rememberPublicAnswers?: boolean;
  /**
   * How many proxies in front may be believed about the client's address (X-Forwarded-For), for
   * req.ip and so the per-address limits: 0 or unset, none (the header is ignored).
   */
  trustProxy?: number;
  /** Where the access log's lines go: the home's log (its `info`) unless given (the embedded home adds its daily files). */
  accessLog?: { info(line: string): void };
}

type Handle = (req: IncomingMessage, res: ServerResponse, done?: (error?: unknown) => void) => void;

export function buildApp(given: AppDeps, mountMore?: (app: Express, read: PublicReader) => void, options: AppOptions = {}): Express {
  const app = express();
  // The site search's index is this process's (the home's store tells it of writes: watched-store.ts).
  const deps: ServedDeps = { ...given, search: siteSearch({ store: given.store, clock: given.clock, kinds: ITEM_KINDS }) };
  // The one list of stored kinds, for the modules that serve every kind alike (trash, revisions).
  const kinded: KindedDeps = { ...deps, kinds: ITEM_KINDS };
  app.disable('x-powered-by');
  // Only as many hops as the home says are in front: a sender can write any X-Forwarded-For.
  app.set('trust proxy', options.trustProxy ?? 0);
  const logRequest = accessLog({ log: options.accessLog ?? deps.log ?? console, clientAddress: clientAddressBy(app) });
  const memo = options.rememberPublicAnswers ? answerMemo({ clock: deps.clock }) : undefined;
  // Every request is logged, and a remembered one is answered, before Express takes it: Express's
  // own set-up of a request (swapping the prototypes of req and res, routing) costs more than a
  // remembered answer itself. express() calls app.handle for every request, on its own server or
  // mounted in another app.
  const express5 = app as unknown as { handle: Handle };
  const handle = express5.handle.bind(app);
  express5.handle = (req, res, done) => {
    logRequest(req, res);
    if (!memo?.repeat(req, res)) handle(req, res, done);
  };
  if (memo) {
    // Before helmet and compression(): what is kept is the answer they finished, headers and all.
    // Everywhere, not only under /api: the rendered pages are kept too (http/pages/), and a write
    // anywhere forgets them all. Files and built assets are streamed, never kept.
    app.use(memo.keep);
  }
  app.use(securityHeaders);
  // gzip/brotli for pages, scripts and JSON; phones on mobile data feel every kilobyte.
  app.use(compression());

  const api = express.Router();
  api.use((_req, res, next) => {
    // Private unless a public read says otherwise: a CDN must never keep an admin answer.
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  api.use(jsonBody());
  api.use('/auth', otpRoutes(deps));
  api.use('/auth', authRoutes(deps));
  api.use('/staff', staffRoutes(deps));
  // Before any /content router, so the contact form's POST is not taken for a page.
  api.use('/content/contact', contactRoutes(deps));
  api.use('/content', contentRoutes(deps));
  api.use('/messages', messagesRoutes(deps));
  api.use('/enquiries', enquiryRoutes(deps));
  api.use('/subscriptions', subscriptionRoutes(deps));
  api.use('/announcements', announcementRoutes(deps));
  api.use('/dashboard', dashboardRoutes(deps));
  api.use('/admission', admissionRoutes(deps));
  api.use('/settings', settingsRoutes(deps));
  api.use('/page-texts', pageTextRoutes(deps));
  api.use('/fees', feeRoutes(deps));
  api.use('/notices', noticesRoutes(deps));
  // At the root for '/activity.csv' beside '/activity'; each route carries its own guard.
  api.use(activityRoutes(deps));
  // Feeds first: '/events.ics' must never reach the events router's '/:id'.
  api.use(feedRoutes(deps));
  api.use('/news', newsRoutes(deps));
  api.use('/events', eventsRoutes(deps));
  api.use('/galleries', galleryRoutes(deps));
  api.use('/documents', documentRoutes(deps));
  api.use('/search', searchRoutes(deps));
  api.use('/revisions', revisionRoutes(kinded));
  api.use('/trash', trashRoutes(kinded));
  api.use('/personal-data', personalDataRoutes({ ...kinded, holders: PERSONAL_DATA_HOLDERS }));
  api.use(notFoundApi);

  app.use('/api', api);
  // The standalone server adds the web app and /files here, before the one error handler.
  // The pages read the API's public answers in process, with the same functions its routes serve.
  mountMore?.(app, (path) => readInProcess(deps, path, deps.log));
  app.use(errorHandler(deps.log));
  return app;
}
