import { LOCALES } from '@school/shared/i18n/locales';
import { offlinePagePath } from '@school/shared/web-app';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CACHES,
  isBackOffice,
  isBuiltAsset,
  isKeptPage,
  isKeptRead,
  isPublicPage,
  isStoredImage,
  localeOf,
  pageDataAnswers,
  withSchoolName,
} from './requests';

// The service worker (issue 39, item 4), built by web/scripts/make-offline.mjs into dist/sw.js. It keeps
// the public pages a visitor opened and the public reads they were made of (the notice among them),
// to show when the network fails, and shows the offline page of the page's language for any other.
// Pages and reads are network-first with no timeout: the cache answers only when there is no network
// at all, so a page is never older than the server's while the server can be reached. The back office
// and anything with a token pass straight through, never kept.

declare const self: ServiceWorkerGlobalScope;
/** The offline pages with their contents' hashes (make-offline.mjs): a new text is fetched again. */
declare const __OFFLINE_PAGES__: { url: string; revision: string }[];

const DAY = 24 * 60 * 60;

// A new version takes over at once: it only changes how requests are answered, and pages open in an
// older one keep working (built files live under hashed names, each kept until it expires).
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precache(__OFFLINE_PAGES__);

/** Only a whole, storable answer: a page that could not read its data comes with no-store and is not kept. */
const keepOnlyGood: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get('cache-control') ?? '') ? response : null,
};

const readLimits = { maxEntries: 200, maxAgeSeconds: 60 * DAY };
const reads = new NetworkFirst({ cacheName: CACHES.reads, plugins: [keepOnlyGood, new ExpirationPlugin(readLimits)] });
const readExpiration = new CacheExpiration(CACHES.reads, readLimits);

/** A kept page's answers, kept as reads too: a move within the app while offline finds them (./requests.ts). */
const keepPageData: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse }) => {
    const cache = await caches.open(CACHES.reads);
    for (const [path, body] of pageDataAnswers(await newResponse.text())) {
      const url = new URL(path, self.location.origin);
      if (!isKeptRead(url.pathname, { method: 'GET', headers: new Headers() })) continue;
      await cache.put(url.href, new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
      await readExpiration.updateTimestamp(url.href);
    }
    await readExpiration.expireEntries();
  },
};

/** The site search's result pages are answered like any page but never kept (./requests.ts). */
const notSearches: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isKeptPage(new URL(request.url).pathname) ? response : null),
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [keepOnlyGood, notSearches, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY }), keepPageData],
});

/** The offline page in the language of the page asked for, with the school's name as last read. */
async function offlinePage(pathname: string): Promise<Response> {
  const page = await matchPrecache(offlinePagePath(localeOf(pathname)));
  if (!page) return Response.error();
  const settings = await (await caches.open(CACHES.reads)).match(new URL('/api/settings', self.location.origin).href);
  const html = withSchoolName(await page.text(), settings ? await settings.json().catch(() => null) : null);
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** True when the request comes from a back-office page (a page the worker took over while it was open). */
async function fromBackOffice(event: ExtendableEvent): Promise<boolean> {
  const id = (event as FetchEvent).clientId;
  const client = id ? await self.clients.get(id) : undefined;
  return client ? isBackOffice(new URL(client.url).pathname) : false;
}

/** `strategy` for a public page's requests; a back-office page's go to the network untouched. */
const publicOnly =
  (strategy: Strategy): RouteHandlerCallback =>
  async (options: RouteHandlerCallbackOptions) =>
    (await fromBackOffice(options.event)) ? fetch(options.request) : strategy.handle(options);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPublicPage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage(options.url.pathname);
    }
  },
);
registerRoute(({ request, url }) => url.origin === self.location.origin && isKeptRead(url.pathname, request), publicOnly(reads));
registerRoute(
  ({ url }) => url.origin === self.location.origin && isBuiltAsset(url.pathname),
  publicOnly(
    new CacheFirst({
      cacheName: CACHES.assets,
      plugins: [keepOnlyGood, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  ),
);
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isStoredImage(url.pathname, request.destination),
  publicOnly(
    new CacheFirst({
      cacheName: CACHES.photos,
      plugins: [keepOnlyGood, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
    }),
  ),
);

/**
 * On taking over: drop the caches of an older version, answer navigations sooner (the request starts
 * while the worker wakes), and keep the public pages already open, which loaded before there was a
 * worker to keep them: the visitor's first page is readable offline too.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = new Set<string>(Object.values(CACHES));
      const old = (await caches.keys()).filter((name) => /^(pages|reads|assets|photos)-v\d+$/.test(name) && !ours.has(name));
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.registration.navigationPreload?.enable();
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const urls = open
        .map((client) => new URL(client.url))
        .filter((url) => url.origin === self.location.origin && isPublicPage(url.pathname));
      await Promise.all(urls.map((url) => pages.handle({ request: new Request(url.href), event }).catch(() => undefined)));
    })(),
  );
});

// Every language's offline page is precached; this keeps the list and the languages in step.
if (__OFFLINE_PAGES__.length !== LOCALES.length) throw new Error('An offline page per language is missing from the build');
