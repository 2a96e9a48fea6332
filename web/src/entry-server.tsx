import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { DATA_PAGES, FIRST_CALL } from './app/early-data';
import { publicRoutes } from './app/public-routes';
import { schoolInfo } from './lib/school-info';
import { AppRoutes } from './app/router';

/** Paths written as HTML at build time (and listed in sitemap.xml): every indexable public route without a parameter. */
export const prerenderPaths: string[] = publicRoutes
  .filter((route) => route.indexable !== false)
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !path.includes('*'));

/** Prerendered pages whose main content the JavaScript fetches, with the API call each makes first. */
export const dataPages: Record<string, string> = Object.fromEntries(DATA_PAGES.map((path) => [path, FIRST_CALL[path] ?? '']));

/** The site's public address for sitemap.xml and robots.txt (from lib/school-info.ts). */
export const siteUrl: string = schoolInfo.siteUrl;

/**
 * Renders one public route to HTML, waiting for lazy pages (prerender, unlike renderToString,
 * resolves Suspense). Data-driven parts render their loading state, as the browser's first render
 * does, so hydration matches. The page's CSS is the build's one stylesheet (prerender.mjs inlines it).
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
