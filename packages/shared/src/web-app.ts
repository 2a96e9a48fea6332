// The installable app (issue 39, item 4): the addresses of the web app manifest, the service worker and
// the offline pages, and the one inline script that links the manifest and registers the worker.
// Shared by the page renderer, which puts the script in every public page, the server, which answers
// the manifest and allows the script by its hash in its Content-Security-Policy, and the worker itself.
// Browser-safe, no imports but the languages.
import type { Locale } from './i18n/locales.js';

/** The service worker's one address, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The manifest of a page in `locale`: same app (`id`), started in the page's language. */
export const webAppManifestPath = (locale: Locale): string =>
  locale === 'en' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;

/** Where a language's home page is: the app's start in that language. */
export const homePath = (locale: Locale): string => (locale === 'en' ? '/' : `/${locale}`);

/** The page the worker shows for a page it cannot fetch and never kept, in the page's language (web/scripts/make-offline.mjs). */
export const offlinePagePath = (locale: Locale): string => `/offline/${locale}.html`;

/** Where the worker puts the school's name in an offline page, from the last settings it kept. */
export const OFFLINE_SCHOOL_NAME_MARK = '<!--school-name-->';

/** The icons (web/public/icons, made by web/scripts/make-app-icons.mjs from the crest of favicon.svg). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The theme's brick red and the page's cream (web/src/lib/theme/tokens.ts: primary, cream; tokens.test.ts keeps them equal). */
export const APP_COLORS = { theme: '#8c2a1f', background: '#fff8ef' } as const;

/** How long after the page's `load` the script waits (then for an idle moment) before it does anything. */
export const WEB_APP_DELAY_MS = 5000;

/**
 * The installable app's one inline script, at the end of every public page: a few bytes of HTML
 * instead of a script in the page's bundle (the public JavaScript budget). Nothing the page needs
 * waits for it or shares the line or the processor with it: only WEB_APP_DELAY_MS after the page's
 * `load` (which comes before its first paint and hydration), at an idle moment, it links the manifest
 * of the page's language (webAppManifestPath, from <html lang>) and the home-screen icon, which a
 * browser fetches as soon as it reads them, then registers the worker, whose install fetches its own
 * files. Linked in <head> or at `load`, those 6 KB and the worker's start competed with the page's
 * own scripts: Lighthouse's largest paint came about 0.2 s later. A refusal (a private window) is
 * silent. Its SHA-256 is in the CSP: change it, and both homes' policies change with it
 * (functions/src/entry/embedded/server.test.ts checks firebase.json's).
 */
export const SERVICE_WORKER_REGISTRATION_SCRIPT =
  `addEventListener('load',function(){setTimeout(function(){(self.requestIdleCallback||setTimeout)(function(){` +
  `var d=document,l=d.documentElement.lang,` +
  `a=function(r,h){var e=d.createElement('link');e.rel=r;e.href=h;d.head.appendChild(e)};` +
  `a('manifest',(/^(pa|hi)$/.test(l)?'/'+l:'')+'${webAppManifestPath('en')}');a('apple-touch-icon','${APP_ICONS[0].src}');` +
  `if('serviceWorker'in navigator)navigator.serviceWorker.register('${SERVICE_WORKER_PATH}').catch(function(){})` +
  `})},${WEB_APP_DELAY_MS})})`;
