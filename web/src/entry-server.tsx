import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { splitLocale } from '@school/shared/i18n/locales';
import * as laterParts from './app/layout/later-parts';
import { LaterPartsProvider } from './app/layout/later-parts-context';
import { matchPublicRoute } from './app/matched-route';
import { publicRoutes } from './app/public-routes';
import { ROUTE_CALLS } from './app/route-calls';
import { mediaFollowUpCalls } from './features/media/media-address';
import { ALL_PARTS, loadMessages } from './lib/i18n/catalogs';
import { createI18n, I18nProvider } from './lib/i18n/i18n';
import { scriptFontHead } from './lib/i18n/script-fonts';
import { AppRoutes } from './app/router';
import type { PageData, RenderedPage } from '@school/shared/page-render';
import { PageDataProvider, pageDataScript } from './lib/page-data';
import { SITE_CALLS } from './lib/public-calls';
import { RenderStatus, RenderStatusContext } from './lib/render-status';
import { SiteOriginContext } from './lib/site-origin';
import { WEB_APP_BODY_END } from './lib/web-app-head';

// The server's way into the web app (built by `vite build --ssr` into web/dist-ssr/, loaded by
// functions/src/http/pages/): which API answers a page needs, and the page rendered from them.
// Its exports are the contract WebRenderer of packages/shared/src/page-render.ts.

/** Public routes without a parameter, for sitemap.xml (items and pages come from the data). */
export const fixedPaths: string[] = publicRoutes
  .filter((route) => route.indexable !== false)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !path.includes('*'));

/**
 * The API paths (lib/public-calls.ts) the page at `url` (its path and query, as the visitor asked:
 * '/pa/news?tag=sports') reads on its first render: the site's and its route's, with those that
 * depend on the answers already read (`answered`; the server asks again with them).
 */
export function pageCalls(url: string, answered: PageData = {}): string[] {
  const address = url.split('#')[0] ?? '';
  const queryAt = address.indexOf('?');
  const path = queryAt === -1 ? address : address.slice(0, queryAt);
  const query = queryAt === -1 ? '' : address.slice(queryAt + 1);
  const matched = matchPublicRoute(path);
  const calls = matched
    ? (ROUTE_CALLS[matched.route.path]?.(matched.params, new URLSearchParams(query), splitLocale(path).locale) ?? [])
    : [];
  const followUps = matched ? (FOLLOW_UP_CALLS[matched.route.path]?.(calls, answered) ?? []) : [];
  return [...SITE_CALLS, ...calls, ...followUps];
}

/**
 * Calls named from a route's first answers, by route: /media shows its first gallery's photos, whose
 * slug only the page of galleries knows. Here, not in app/public-routes.tsx: the browser never makes
 * a page's first calls, and every page's first script carries that table.
 */
const FOLLOW_UP_CALLS: Readonly<Record<string, (calls: readonly string[], answered: PageData) => string[]>> = {
  '/media': mediaFollowUpCalls,
};

// React 19 renders a page's <title> and <meta> where the component puts them; in a document they
// belong in <head>, replacing the template's defaults.
const HOISTABLE =
  /<title>[\s\S]*?<\/title>|<meta\s[^>]*?(?:name="description"|name="robots"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>|<link\s[^>]*rel="(?:canonical|alternate|preload)"[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

// A slow phone paints a document while it is still parsing it: the navigation drawn with two of its
// links and then pushed aside by the rest, the footer drawn and then moved down (layout shift that
// Lighthouse counts, measured here with a CPU slowed four to sixteen times). The browser is asked to
// hold the first paint until the page's last element has arrived; the data script after it is not
// waited for. A browser without `rel=expect` paints as before.
const PAGE_END = 'page-end';
const WAIT_FOR_PAGE_END = `<link rel="expect" href="#${PAGE_END}" blocking="render"/>`;

/**
 * The whole document for one public URL: the page rendered from `data` (the API answers named by
 * pageCalls) into `template` at the site's address `origin` (the built index.html with its stylesheet inlined), its head tags
 * moved into <head>, and the answers embedded for hydration. Waits for lazy pages (prerender,
 * unlike renderToString, resolves Suspense).
 */
export async function renderPage(url: string, data: PageData, template: string, origin: string): Promise<RenderedPage> {
  const status = new RenderStatus();
  // `url` is the request's path and query (origin may be '' for the build's own 404 page).
  const { locale } = splitLocale(url.split(/[?#]/)[0] ?? '/');
  const page = createI18n(locale);
  await loadMessages(page.i18n, locale, ALL_PARTS);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider value={page}>
        <RenderStatusContext.Provider value={status}>
          <SiteOriginContext.Provider value={origin}>
            <PageDataProvider value={data}>
              <StaticRouter location={url}>
                {/* The footer, notice and suggestion rendered at once, inline (app/layout/later-parts-context.tsx). */}
                <LaterPartsProvider value={laterParts}>
                  <AppRoutes />
                </LaterPartsProvider>
              </StaticRouter>
            </PageDataProvider>
          </SiteOriginContext.Provider>
        </RenderStatusContext.Provider>
      </I18nProvider>
    </StrictMode>,
    // Every Suspense boundary inline, where it stands. By default React writes a finished boundary
    // that comes after 12.8 KB of page apart, revealed by an inline script (for streaming, which a
    // prerender does not do): the CSP blocks such scripts, so the footer never showed.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += String(chunk);
  const head = rendered.match(HOISTABLE) ?? [];
  const body = rendered.replace(HOISTABLE, '');
  let html = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div><span id="${PAGE_END}" hidden></span>${pageDataScript(data)}`);
  if (head.some((tag) => tag.startsWith('<title>'))) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  // A Punjabi or Hindi page's font, and the one inline script the CSP allows (by its hash), which
  // marks <html> before the first paint when the font is cached (lib/i18n/script-fonts.ts).
  html = html.replace('</head>', () => `${scriptFontHead(locale)}${WAIT_FOR_PAGE_END}${head.join('')}</head>`);
  // The installable app's script (the manifest's link, the worker's registration), last: before the
  // template's own </body>, after everything the page holds.
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd !== -1) html = html.slice(0, bodyEnd) + WEB_APP_BODY_END + html.slice(bodyEnd);
  return { status: status.code, html };
}
