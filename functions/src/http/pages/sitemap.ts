import type { Request, Response, Router } from 'express';
import express from 'express';
import { LOCALES, localePath } from '@school/shared/i18n/locales';
import { siteOrigin } from '../../domain/site-origin.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { firstChange } from '../public-reads.js';
import { PAGE_CACHE_CONTROL, rendererOnce, type PublicPagesOptions } from './public-pages.js';

interface Listed {
  slug?: unknown;
  updatedAt?: unknown;
  createdAt?: unknown;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The items of a `{ success, data: [...] }` answer; none when the store could not be read. */
const listOf = (answer: { status: number; body: unknown }): Listed[] => {
  const data = (answer.body as { data?: unknown } | null)?.data;
  return answer.status === 200 && Array.isArray(data) ? (data as Listed[]) : [];
};

const lastmod = (item: Listed): string | undefined => {
  const value = typeof item.updatedAt === 'string' ? item.updatedAt : item.createdAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
};

/**
 * /sitemap.xml and /robots.txt, at request time from the same API answers the pages show: every
 * fixed public page, every published content page, news item and gallery with its last change, in
 * English, Punjabi and Hindi, with the site's own address. Cached like the pages (CDN on Firebase, the memo on the embedded home).
 */
export function siteFiles(options: PublicPagesOptions): Router {
  const router = express.Router();
  const renderer = rendererOnce(options.ssrDir);

  router.get('/sitemap.xml', async (req: Request, res: Response) => {
    const { renderer: web } = await renderer.get();
    const [pages, items, galleries] = await Promise.all(
      ['/content?status=published', '/events', '/galleries'].map((path) => options.read(path)),
    );
    // A scheduled item joins the sitemap at its publish time.
    freshUntil(res, firstChange([pages, items, galleries]));
    const entries: { path: string; lastmod?: string }[] = [
      ...web.fixedPaths.map((path) => ({ path })),
      ...[
        ['/pages/', listOf(pages!)],
        ['/news/', listOf(items!)],
        ['/media/', listOf(galleries!)],
      ].flatMap(([prefix, list]) =>
        (list as Listed[])
          .filter((item) => typeof item.slug === 'string' && item.slug !== '')
          .map((item) => ({ path: `${prefix as string}${encodeURIComponent(item.slug as string)}`, lastmod: lastmod(item) })),
      ),
    ];
    const origin = siteOrigin(options.siteUrl);
    // Each page in each language, each naming the others (hreflang), as search engines ask.
    const urls = entries.flatMap((entry) => {
      const alternates = LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localePath(locale, entry.path))}"/>`,
      ).join('');
      const modified = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
      return LOCALES.map(
        (locale) => `  <url><loc>${escapeXml(origin + localePath(locale, entry.path))}</loc>${modified}${alternates}</url>`,
      );
    });
    const failed = [pages, items, galleries].some((answer) => answer!.status >= 500);
    res
      .set('Cache-Control', failed ? 'no-store' : PAGE_CACHE_CONTROL)
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  router.get('/robots.txt', (_req: Request, res: Response) => {
    // The back office and the API are for staff and the app, not for search results.
    res
      .set('Cache-Control', PAGE_CACHE_CONTROL)
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteOrigin(options.siteUrl)}/sitemap.xml\n`);
  });
  return router;
}
