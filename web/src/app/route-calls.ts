import type { Locale } from '@school/shared/i18n/locales';
import { documentsPageCalls } from '../features/documents/documents-address';
import { searchPageCalls } from '../features/search/search-address';
import { mediaPageCalls } from '../features/media/media-address';
import { newsPageCalls } from '../features/news/news-address';
import { publicCalls } from '../lib/public-calls';
import { ABOUT_PATHS, ACADEMICS_PATHS, ADMISSIONS_PATHS } from './public-routes';

/** A page's first calls, by the route's parameters, the address's query (a page of news: `?tag=sports`) and the page's language. */
export type RouteCalls = (params: Record<string, string | undefined>, search: URLSearchParams, locale: Locale) => string[];

const eachOf = (paths: readonly string[], calls: RouteCalls): Record<string, RouteCalls> =>
  Object.fromEntries(paths.map((path) => [path, calls]));

/**
 * The API calls (lib/public-calls.ts) each public page makes on its first render, by its route's
 * path in app/public-routes.tsx. The server's alone: it reads them, renders the page and embeds the
 * answers, so the browser never makes a page's first calls, and only entry-server.tsx imports this
 * table (issue 34, item 6: in the route table it put the addresses' parsers on every page's path to
 * interactive). A route not named here (/contact, /admissions/enquire) reads only the site's calls.
 */
export const ROUTE_CALLS: Readonly<Record<string, RouteCalls>> = {
  '/': () => [publicCalls.pageTexts('home')],
  ...eachOf(ABOUT_PATHS, () => [publicCalls.pageTexts('about')]),
  ...eachOf(ACADEMICS_PATHS, () => [publicCalls.pageTexts('academics')]),
  ...eachOf(ADMISSIONS_PATHS, () => [publicCalls.pageTexts('admissions')]),
  '/parent-resources': () => [publicCalls.pageTexts('parent-resources')],
  '/admissions/fees': () => [publicCalls.pageTexts('fees')],
  // Sections C to E, then the library's documents for section B (features/disclosure).
  '/mandatory-public-disclosure': () => [publicCalls.pageTexts('disclosure'), publicCalls.disclosureDocuments],
  '/privacy': () => [publicCalls.pageTexts('privacy')],
  // One page of gallery summaries (features/media/media-address.ts: `?after=`), then (entry-server.tsx)
  // the photos of its first gallery; an address that names no page reads nothing (Not Found).
  '/media': (_params, search) => mediaPageCalls(search),
  '/media/:slug': ({ slug = '' }) => [publicCalls.gallery(slug)],
  // One page of the list, by the address's tag, year and cursor (features/news/news-address.ts).
  '/news': (_params, search) => newsPageCalls('all', search),
  '/news/:slug': ({ slug = '' }) => [publicCalls.item(slug)],
  '/events': (_params, search) => newsPageCalls('events', search),
  // One page of the library, by the address's category and cursor (features/documents/documents-address.ts).
  '/documents': (_params, search) => documentsPageCalls(search),
  '/documents/:slug': ({ slug = '' }) => [publicCalls.document(slug)],
  '/pages/:slug': ({ slug = '' }) => [publicCalls.page(slug)],
  // Results in the page's language, for the address's words and page (features/search/search-address.ts).
  '/search': (_params, search, locale) => searchPageCalls(search, locale),
};
