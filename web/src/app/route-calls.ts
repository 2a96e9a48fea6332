import { documentsPageCalls } from '../features/documents/documents-address';
import { mediaFollowUpCalls, mediaPageCalls } from '../features/media/media-address';
import { newsPageCalls } from '../features/news/news-address';
import type { PageData } from '../lib/page-data';
import { publicCalls } from '../lib/public-calls';
import { ABOUT_PATHS, ACADEMICS_PATHS, ADMISSIONS_PATHS } from './public-routes';

// The API calls each public route's page makes on its first render (lib/public-calls.ts), by the
// route's path (app/public-routes.tsx), which the server makes before it renders the page and hands
// over in the HTML (entry-server.tsx). Only the server imports this: the browser never makes a
// page's first calls, so none of it (nor the address readers) weighs on every page's first script.

/** A route's first calls, by its parameters and the address's query (a page of news: `?tag=sports`). */
export type RouteCalls = (params: Record<string, string | undefined>, search: URLSearchParams) => string[];

const textsOf =
  (page: string): RouteCalls =>
  () => [publicCalls.pageTexts(page)];

const tabbed = (paths: readonly string[], page: string) => Object.fromEntries(paths.map((path) => [path, textsOf(page)]));

export const ROUTE_CALLS: Readonly<Record<string, RouteCalls>> = {
  '/': textsOf('home'),
  ...tabbed(ABOUT_PATHS, 'about'),
  ...tabbed(ACADEMICS_PATHS, 'academics'),
  ...tabbed(ADMISSIONS_PATHS, 'admissions'),
  '/parent-resources': textsOf('parent-resources'),
  // One page of gallery summaries (`?after=`); an address that names no page reads nothing (Not Found).
  '/media': (_params, search) => mediaPageCalls(search),
  '/media/:slug': ({ slug = '' }) => [publicCalls.gallery(slug)],
  // One page of the list, by the address's tag, year and cursor; an address that names no page reads nothing.
  '/news': (_params, search) => newsPageCalls('all', search),
  '/news/:slug': ({ slug = '' }) => [publicCalls.item(slug)],
  '/events': (_params, search) => newsPageCalls('events', search),
  '/documents': (_params, search) => documentsPageCalls(search),
  '/documents/:slug': ({ slug = '' }) => [publicCalls.document(slug)],
  '/pages/:slug': ({ slug = '' }) => [publicCalls.page(slug)],
};

/**
 * Calls named from a route's first answers, by route: /media shows its first gallery's photos, whose
 * slug only the page of galleries knows.
 */
export const FOLLOW_UP_CALLS: Readonly<Record<string, (calls: readonly string[], answered: PageData) => string[]>> = {
  '/media': mediaFollowUpCalls,
};
