import type { Request, Response, Router } from 'express';
import express from 'express';
import { DOCUMENT_LIST_PAGE_MAX } from '@school/shared/document-page-limits';
import { EVENT_PAGE_MAX } from '@school/shared/event-page-limits';
import { GALLERY_PAGE_MAX } from '@school/shared/gallery-page-limits';
import { siteOrigin } from '../../domain/site-origin.js';
import { freshUntil } from '../middleware/answer-memo.js';
import { firstChange, type InProcessAnswer } from '../public-reads.js';
import { PAGE_CACHE_CONTROL, rendererOnce, type PublicPagesOptions } from './public-pages.js';
import { itemEntries, sitemapIndex, urlSet, type Listed, type SitemapEntry } from './sitemap-xml.js';

// /sitemap.xml is an index of lists whose size does not grow with the archive (issue 34): the fixed
// pages, content pages and the news lists' filter and archive addresses; the galleries; and one
// list of news items and events per year (a school publishes a few hundred a year); the documents
// library with the categories it holds. Each is made
// at request time from the same API answers the pages show, and cached like the pages (CDN on
// Firebase, the memo on the embedded home). A scheduled item joins its list at its publish time.

type Answer = InProcessAnswer;

/** The `data` of a `{ success, data: [...] }` answer; none when the store could not be read. */
const listOf = (answer: Answer | undefined): Listed[] => {
  const data = (answer?.body as { data?: unknown } | null)?.data;
  return answer?.status === 200 && Array.isArray(data) ? (data as Listed[]) : [];
};

/** A paged answer's field beside `data` (`tags`, `years`, `next`). */
const beside = <T>(answer: Answer | undefined, field: string, none: T): T => {
  const value = (answer?.body as Record<string, unknown> | null)?.[field];
  return answer?.status === 200 && value !== undefined ? (value as T) : none;
};

const YEAR_LIST = /^\/sitemaps\/news-(\d{4})\.xml$/;

export function siteFiles(options: PublicPagesOptions): Router {
  const router = express.Router();
  const renderer = rendererOnce(options.ssrDir);
  const origin = () => siteOrigin(options.siteUrl);

  /** Sends an XML answer made of `answers`: not cached when one of them failed, stale at their first change. */
  const send = (res: Response, answers: Answer[], xml: string) => {
    freshUntil(res, firstChange(answers));
    const failed = answers.some((answer) => answer.status >= 500);
    res
      .set('Cache-Control', failed ? 'no-store' : PAGE_CACHE_CONTROL)
      .type('application/xml')
      .send(xml);
  };

  router.get('/sitemap.xml', async (_req: Request, res: Response) => {
    const news = await options.read('/events?limit=1');
    const years = beside<number[]>(news, 'years', []);
    const lists = [
      '/sitemaps/pages.xml',
      '/sitemaps/media.xml',
      '/sitemaps/documents.xml',
      ...years.map((year) => `/sitemaps/news-${year}.xml`),
    ];
    send(res, [news], sitemapIndex(origin(), lists));
  });

  router.get('/sitemaps/pages.xml', async (_req: Request, res: Response) => {
    const { renderer: web } = await renderer.get();
    const [pages, news, events] = await Promise.all(
      ['/content?status=published', '/events?limit=1', '/events?limit=1&type=event'].map((path) => options.read(path)),
    );
    // The lists' own addresses: each tag's and each year's, as the pages link them.
    const filters = ([list, answer]: [string, Answer | undefined]): SitemapEntry[] => [
      ...beside<string[]>(answer, 'tags', []).map((tag) => ({ path: `${list}?tag=${encodeURIComponent(tag)}` })),
      ...beside<number[]>(answer, 'years', []).map((year) => ({ path: `${list}?year=${year}` })),
    ];
    const entries = [
      ...web.fixedPaths.map((path) => ({ path })),
      ...(
        [
          ['/news', news],
          ['/events', events],
        ] as [string, Answer | undefined][]
      ).flatMap(filters),
      ...itemEntries('/pages/', listOf(pages)),
    ];
    send(res, [pages!, news!, events!], urlSet(origin(), entries));
  });

  /** Every item of a paged list (`call` with its `limit`), a page at a time: summaries, never every photo at once. */
  const everyPage = async (call: string): Promise<{ items: Listed[]; answers: Answer[] }> => {
    const answers: Answer[] = [];
    const items: Listed[] = [];
    let after: string | null = '';
    while (after !== null) {
      const answer = await options.read(`${call}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      answers.push(answer);
      items.push(...listOf(answer));
      after = answer.status === 200 ? beside<string | null>(answer, 'next', null) : null;
    }
    return { items, answers };
  };

  router.get('/sitemaps/media.xml', async (_req: Request, res: Response) => {
    const { items, answers } = await everyPage(`/galleries?limit=${GALLERY_PAGE_MAX}`);
    send(res, answers, urlSet(origin(), itemEntries('/media/', items)));
  });

  // Each published document's page, and the category addresses of those it holds (/documents is a fixed page).
  router.get('/sitemaps/documents.xml', async (_req: Request, res: Response) => {
    const { items, answers } = await everyPage(`/documents?limit=${DOCUMENT_LIST_PAGE_MAX}`);
    const categoryOf = (item: Listed) => (item as { category?: unknown }).category;
    const categories = [...new Set(items.map(categoryOf).filter((category): category is string => typeof category === 'string'))];
    const entries = [
      ...categories.map((category) => ({ path: `/documents?category=${encodeURIComponent(category)}` })),
      ...itemEntries('/documents/', items),
    ];
    send(res, answers, urlSet(origin(), entries));
  });

  router.get(YEAR_LIST, async (req: Request, res: Response, next) => {
    const year = Number(YEAR_LIST.exec(req.path)?.[1]);
    // The year's items (a year's list, not the archive, is what one answer costs).
    const { items, answers } = await everyPage(`/events?limit=${EVENT_PAGE_MAX}&year=${year}`);
    // A year outside the lists' range is not a list at all.
    if (answers.some((answer) => answer.status === 400)) return next();
    send(res, answers, urlSet(origin(), itemEntries('/news/', items)));
  });

  router.get('/robots.txt', (_req: Request, res: Response) => {
    // The back office and the API are for staff and the app, not for search results; nor are the
    // site search's own result pages (one per query a visitor typed: no page of the school's).
    const search = ['/search', '/pa/search', '/hi/search'].map((path) => `Disallow: ${path}\n`).join('');
    res
      .set('Cache-Control', PAGE_CACHE_CONTROL)
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n${search}\nSitemap: ${origin()}/sitemap.xml\n`);
  });
  return router;
}
