import type { Request, RequestHandler, Response } from 'express';
import { freshUntil } from '../middleware/answer-memo.js';
import { PUBLIC_CACHE_CONTROL } from '../middleware/cache.js';
import { firstChange, type InProcessAnswer, type PublicReader } from '../public-reads.js';
import { siteOrigin } from '../../domain/site-origin.js';
import { isWebBuilt, loadWebRenderer, type LoadedRenderer, type PageData, type ServerAnswer, type WebRenderer } from './web-renderer.js';

export interface PublicPagesOptions {
  /** web/dist-ssr (or its copy in the deployed function). */
  ssrDir: string;
  /** The API's public reads, answered in process (http/public-reads.ts). */
  read: PublicReader;
  /** The site's public address (AppConfig.siteUrl: never a request header; domain/site-origin.ts). */
  siteUrl: string;
  log?: Pick<Console, 'error'>;
}

/** Pages are cached like the public API answers they are made of (middleware/cache.ts). */
export const PAGE_CACHE_CONTROL = PUBLIC_CACHE_CONTROL;

/** The renderer, loaded on the first page asked for (a Cloud Function instance that only answers /api never loads it). */
export function rendererOnce(ssrDir: string): { get(): Promise<LoadedRenderer>; reset(): void } {
  let loading: Promise<LoadedRenderer> | undefined;
  return {
    get: () => (loading ??= loadWebRenderer(ssrDir)),
    reset: () => void (loading = undefined),
  };
}

const pick = (answer: InProcessAnswer | undefined): ServerAnswer => ({ status: answer?.status ?? 500, body: answer?.body ?? null });

// A page's calls in at most two rounds: those its address names, then those named from their
// answers (/media renders the photos of its page's first gallery, whose slug only the page's answer
// knows). A bound, not a loop until done: a page never waits on a chain of reads.
const ROUNDS = 2;

/** The answers the page at `url` is rendered from, read in process. */
async function readPageAnswers(web: WebRenderer, url: string, read: PublicReader): Promise<{ data: PageData; answers: InProcessAnswer[] }> {
  const data: PageData = {};
  const answers: InProcessAnswer[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const calls = web.pageCalls(url, data).filter((call) => !Object.hasOwn(data, call));
    if (calls.length === 0) break;
    const got = await Promise.all(calls.map((call) => read(call)));
    calls.forEach((call, i) => (data[call] = pick(got[i])));
    answers.push(...got);
  }
  return { data, answers };
}

const FAILED_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again</title><p style="font-family:sans-serif;padding:2rem">Something went wrong on our side. Please reload the page in a moment.</p></html>`;

/**
 * Every public page (GET and HEAD of a path that is not the API, a file or an asset), rendered at
 * request time by the web app's own components from the stored content. A page whose data could not
 * be read still renders its fixed parts with the page's own "could not be loaded" text, with status
 * 200 but not cacheable, so the error is not kept once the store is back.
 */
export function publicPages(options: PublicPagesOptions): RequestHandler {
  const renderer = rendererOnce(options.ssrDir);
  return async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!isWebBuilt(options.ssrDir)) {
      // `npm run dev` serves the pages from Vite; this process is then the API alone.
      res.status(503).type('text').send('The web app is not built yet. Run: npm run build');
      return;
    }
    try {
      const { renderer: web, template } = await renderer.get();
      // The path and its query, as the visitor asked: a page of news is named by its query (/news?tag=sports).
      const { data, answers } = await readPageAnswers(web, req.originalUrl, options.read);
      // The page goes stale when the first of its answers does (a scheduled item's publish time).
      freshUntil(res, firstChange(answers));
      const page = await web.renderPage(req.originalUrl, data, template, siteOrigin(options.siteUrl));
      const failed = answers.some((answer) => answer.status >= 500);
      res
        .status(page.status)
        .set('Cache-Control', failed ? 'no-store' : PAGE_CACHE_CONTROL)
        .type('html')
        .send(page.html);
    } catch (error) {
      renderer.reset();
      (options.log ?? console).error(`Rendering ${req.originalUrl} failed:`, error);
      res.status(500).set('Cache-Control', 'no-store').type('html').send(FAILED_PAGE);
    }
  };
}
