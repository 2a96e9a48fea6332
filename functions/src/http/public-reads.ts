import type { Request, RequestHandler, Response } from 'express';
import type { ServerAnswer } from '@school/shared/page-render';
import { readContentPage } from '../domain/content/content-pages.js';
import { readDocumentBySlug, readDocumentPage, readLinkedDocument } from '../domain/documents/document-reads.js';
import { readDisclosureDocuments } from '../domain/documents/disclosure-documents.js';
import { getPageBySlug, listPages } from '../domain/content/content-reads.js';
import { readItemPage } from '../domain/events/event-pages.js';
import { readAskedItems, readItemBySlug } from '../domain/events/event-reads.js';
import { readGalleryPage } from '../domain/galleries/gallery-pages.js';
import { getGalleryBySlug, listGalleries } from '../domain/galleries/gallery-use-cases.js';
import { currentNotice } from '../domain/notices/notices.js';
import { getPublishedTexts } from '../domain/page-texts/page-texts.js';
import { getSchoolSettings } from '../domain/settings/school-settings.js';
import type { SiteSearch } from '../domain/search/site-search.js';
import { parse } from '../domain/parse.js';
import { searchQuerySchema } from '@school/shared/search-schemas';
import type { DisclosureDocumentsView } from '@school/shared/document-schemas';
import type { AppDeps } from './deps.js';
import { freshUntil } from './middleware/answer-memo.js';
import { toHttpError } from './middleware/error-handler.js';
import { presentItem } from './present/events.js';
import { presentGallery, presentGallerySummary } from './present/galleries.js';
import { staffAsking } from './middleware/optional-staff.js';
import { presentPage } from './present/content.js';
import { presentNotice } from './present/notices.js';
import { presentDocument, presentLinkedDocument } from './present/documents.js';
import { presentPageTexts } from './present/page-texts.js';
import { presentSchoolSettings } from './present/settings.js';

/** What a read answers: the `data` of `{ success: true, count?, data }`, and when it changes by itself. */
export interface ReadAnswer {
  data: unknown;
  /** Lists say how many they hold (the spec's `count`). */
  count?: number;
  /** The next publish time that changes this answer (a scheduled item), for the caches. */
  changesAt?: Date | null;
  /** Fields of the answer beside `data` (a page's `next`, `tags` and `years`). */
  beside?: Record<string, unknown>;
}

export interface ReadInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** A staff member asked (optionalStaff): drafts and scheduled items too. */
  staff: boolean;
}

/** What the reads need of the app: the store, the clock and the files (page texts' images). */
export type ReadDeps = Pick<AppDeps, 'store' | 'clock' | 'files'>;
/** The search's read needs the app's site search too (http/app.ts makes it); the page renderer has it. */
export type SearchingDeps = ReadDeps & { search: SiteSearch };

type Read<D extends ReadDeps = ReadDeps> = (deps: D, input: ReadInput) => Promise<ReadAnswer>;

/**
 * The public GET reads of the API: each one function that both its Express route (through `serve`)
 * and the page renderer (through `readInProcess`) call, so a page is rendered from exactly the
 * answer the browser would get, without asking the API over HTTP.
 */
export const reads = {
  settings: async (deps) => ({ data: presentSchoolSettings(await getSchoolSettings(deps)) }),
  notice: async (deps) => {
    const { notice, changesAt } = await currentNotice(deps, deps.clock.now());
    return { data: notice ? presentNotice(notice) : null, changesAt };
  },
  pageTexts: async (deps, { params }) => ({ data: presentPageTexts(await getPublishedTexts(deps, params.page ?? '')) }),
  events: async (deps, { query, staff }) => {
    const reader = { staff, clock: deps.clock };
    // `?limit=` asks for a page (the public pages do); without it, the spec's whole list.
    if (query.limit !== undefined) {
      const { items, next, tags, years, changesAt } = await readItemPage(deps.store, reader, query);
      return { count: items.length, data: items.map(presentItem), changesAt, beside: { next, tags, years } };
    }
    const { items, changesAt } = await readAskedItems(deps.store, reader, query);
    return { count: items.length, data: items.map(presentItem), changesAt };
  },
  // The item's own page, with the document it links to (one more read, here only: lists never resolve it).
  event: async (deps, { params, staff }) => {
    const item = await readItemBySlug(deps.store, params.slug ?? '', { staff, clock: deps.clock });
    const { doc, changesAt } = await readLinkedDocument(deps.store, item.documentSlug, deps.clock);
    return { data: { ...presentItem(item), document: doc ? presentLinkedDocument(doc) : null }, changesAt };
  },
  galleries: async (deps, { query, staff }) => {
    // `?limit=` asks for a page of summaries (the /media page does); without it, every gallery whole.
    if (query.limit !== undefined) {
      const { galleries, next } = await readGalleryPage(deps.store, { staff }, query);
      return { count: galleries.length, data: galleries.map(presentGallerySummary), beside: { next } };
    }
    const galleries = await listGalleries(deps, { includeUnpublished: staff });
    return { count: galleries.length, data: galleries.map(presentGallery) };
  },
  gallery: async (deps, { params, staff }) => ({
    data: presentGallery(await getGalleryBySlug(deps, params.slug ?? '', { includeUnpublished: staff })),
  }),
  pages: async (deps, { query, staff }) => {
    // `?limit=` asks for a page (the admin list does); without it, the spec's whole list.
    if (query.limit !== undefined) {
      const { items, next } = await readContentPage(deps, query, staff);
      return { count: items.length, data: items.map(presentPage), beside: { next } };
    }
    const { pages, changesAt } = await listPages(deps, query, staff);
    return { count: pages.length, data: pages.map(presentPage), changesAt };
  },
  page: async (deps, { params, staff }) => ({ data: presentPage(await getPageBySlug(deps, params.slug ?? '', staff)) }),
  // Always a page (limit defaults to DOCUMENT_PAGE_SIZE): the library is a list that grows with the years.
  documents: async (deps, { query, staff }) => {
    const { items, next, changesAt } = await readDocumentPage(deps.store, { staff, clock: deps.clock }, query);
    return { count: items.length, data: items.map((doc) => presentDocument(doc, deps.files)), changesAt, beside: { next } };
  },
  // Section B of the Mandatory Public Disclosure: per item, its document or null; visitors' view for staff too.
  disclosureDocuments: async (deps) => {
    const { items, changesAt } = await readDisclosureDocuments(deps.store, deps.clock);
    const data: DisclosureDocumentsView = Object.fromEntries(
      Object.entries(items).map(([item, doc]) => [item, doc ? presentDocument(doc, deps.files) : null]),
    ) as DisclosureDocumentsView;
    return { data, changesAt };
  },
  document: async (deps, { params, staff }) => ({
    data: presentDocument(await readDocumentBySlug(deps.store, params.slug ?? '', { staff, clock: deps.clock }), deps.files, true),
  }),
} satisfies Record<string, Read>;

/** The site search (domain/search): one page of results in the asked language; `total` over all pages. */
export const searchRead: Read<SearchingDeps> = async (deps, { query }) => {
  const { results, total, changesAt } = await deps.search.search(parse(searchQuerySchema, query));
  return { count: results.length, data: results, changesAt, beside: { total } };
};

/** The API paths (under /api) the pages read, each with its read; `:name` is one path segment. */
const TABLE: [pattern: string, read: Read<SearchingDeps>][] = [
  ['/settings', reads.settings],
  ['/notices/current', reads.notice],
  ['/page-texts/:page', reads.pageTexts],
  ['/events', reads.events],
  ['/news', reads.events],
  ['/events/slug/:slug', reads.event],
  ['/galleries', reads.galleries],
  ['/galleries/slug/:slug', reads.gallery],
  ['/content', reads.pages],
  ['/content/slug/:slug', reads.page],
  ['/documents', reads.documents],
  ['/documents/disclosure', reads.disclosureDocuments],
  ['/documents/slug/:slug', reads.document],
  ['/search', searchRead],
];

const body = ({ count, data, beside }: ReadAnswer) =>
  count === undefined ? { success: true, data, ...beside } : { success: true, count, data, ...beside };

/** The Express handler of a read, after the route's own guards (optionalStaff where staff see more). */
export function serve<D extends ReadDeps>(deps: D, read: Read<D>): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = Object.fromEntries(Object.entries(req.params).map(([key, value]) => [key, String(value)]));
    const answer = await read(deps, { params, query: req.query, staff: staffAsking(res) });
    freshUntil(res, answer.changesAt ?? null);
    res.json(body(answer));
  };
}

/** `path`'s segments against `pattern`'s: the named ones captured (decoded), or null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = got[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

export type InProcessAnswer = ServerAnswer & { changesAt: Date | null };

/** When the first of several answers changes by itself (null: none does), for a page made of them. */
export const firstChange = (answers: (InProcessAnswer | undefined)[]): Date | null =>
  answers.reduce<Date | null>((first, answer) => {
    const at = answer?.changesAt ?? null;
    return at && (!first || at < first) ? at : first;
  }, null);

/** readInProcess with the app's deps: what buildApp hands to the pages it mounts. */
export type PublicReader = (path: string) => Promise<InProcessAnswer>;

/**
 * GET /api`path` as a visitor without a token would get it, answered in process: the status and the
 * body the API would send (errors worded by the one error middleware's rules), and when it changes.
 */
export async function readInProcess(deps: SearchingDeps, path: string, log: Pick<Console, 'error'> = console): Promise<InProcessAnswer> {
  const [pathname = '', search = ''] = path.split('?', 2);
  const query = Object.fromEntries(new URLSearchParams(search));
  for (const [pattern, read] of TABLE) {
    const params = matchPath(pattern, pathname);
    if (!params) continue;
    try {
      const answer = await read(deps, { params, query, staff: false });
      // Through JSON as the browser gets it (dates as strings), so the server renders what hydrates.
      return { status: 200, body: JSON.parse(JSON.stringify(body(answer))) as unknown, changesAt: answer.changesAt ?? null };
    } catch (error) {
      const { status, message } = toHttpError(error);
      if (status >= 500) log.error(`Reading ${path} for a page failed:`, error);
      return { status, body: { success: false, error: message }, changesAt: null };
    }
  }
  return { status: 404, body: { success: false, error: `No API route for GET /api${pathname}` }, changesAt: null };
}
