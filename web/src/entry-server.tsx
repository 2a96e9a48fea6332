import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { publicRoutes } from './app/public-routes';
import { AppRoutes } from './app/router';
import { PageDataProvider, pageDataScript, type PageData } from './lib/page-data';
import { SITE_CALLS } from './lib/public-calls';
import { RenderStatus, RenderStatusContext } from './lib/render-status';
import { SiteOriginContext } from './lib/site-origin';

// The server's way into the web app (built by `vite build --ssr` into web/dist-ssr/, loaded by
// functions/src/http/pages/): which API answers a page needs, and the page rendered from them.

/** Public routes without a parameter, for sitemap.xml (items and pages come from the data). */
export const fixedPaths: string[] = publicRoutes
  .filter((route) => route.indexable !== false)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !path.includes('*'));

/** The API paths (lib/public-calls.ts) the page at `path` reads on its first render: the site's and its route's. */
export function pageCalls(path: string): string[] {
  for (const route of publicRoutes) {
    const match = matchPath(route.path, path);
    if (match) return [...SITE_CALLS, ...(route.calls?.(match.params) ?? [])];
  }
  return [...SITE_CALLS];
}

// React 19 renders a page's <title> and <meta> where the component puts them; in a document they
// belong in <head>, replacing the template's defaults.
const HOISTABLE =
  /<title>[\s\S]*?<\/title>|<meta\s[^>]*?(?:name="description"|name="robots"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>|<link\s[^>]*rel="canonical"[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>/g;

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The whole document for one public URL: the page rendered from `data` (the API answers named by
 * pageCalls) into `template` at the site's address `origin` (the built index.html with its stylesheet inlined), its head tags
 * moved into <head>, and the answers embedded for hydration. Waits for lazy pages (prerender,
 * unlike renderToString, resolves Suspense).
 */
export async function renderPage(url: string, data: PageData, template: string, origin: string): Promise<RenderedPage> {
  const status = new RenderStatus();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderStatusContext.Provider value={status}>
        <SiteOriginContext.Provider value={origin}>
          <PageDataProvider value={data}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PageDataProvider>
        </SiteOriginContext.Provider>
      </RenderStatusContext.Provider>
    </StrictMode>,
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += String(chunk);
  const head = rendered.match(HOISTABLE) ?? [];
  const body = rendered.replace(HOISTABLE, '');
  let page = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>${pageDataScript(data)}`);
  if (head.some((tag) => tag.startsWith('<title>'))) page = page.replace(/<title>[\s\S]*?<\/title>/, '');
  page = page.replace('</head>', () => `${head.join('')}</head>`);
  return { status: status.code, html: page };
}
