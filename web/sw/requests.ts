import { splitLocale, type Locale } from '@school/shared/i18n/locales';
import { OFFLINE_SCHOOL_NAME_MARK } from '@school/shared/web-app';

// What the service worker (./sw.ts) may keep, decided from the request alone, so that the rules can be
// read and tested in one place: public pages and the public reads they are made of, never the back
// office, a staff member's call or anything with personal data.

/** The caches the worker fills at run time; a new name here drops the old cache at the next activation. */
export const CACHES = { pages: 'pages-v1', reads: 'reads-v1', assets: 'assets-v1', photos: 'photos-v1' } as const;

/** /admin and everything under it: the back office, never answered by the worker. */
export const isBackOffice = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

const NOT_PAGES = ['/api/', '/files/', '/assets/'];

/**
 * A public page: any path of the site but the back office, the API, stored files and built assets,
 * and files by name (sw.js, robots.txt, manifest.webmanifest, the offline pages: a dot in the last part).
 */
export function isPublicPage(pathname: string): boolean {
  if (isBackOffice(pathname) || NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !(pathname.split('/').pop() ?? '').includes('.');
}

/**
 * A public page whose copy is worth keeping: not the site search's result pages, one per query a
 * visitor typed (their words, and a list that changes with every new item), which need the network.
 */
export function isKeptPage(pathname: string): boolean {
  return isPublicPage(pathname) && splitLocale(pathname).path !== '/search';
}

/**
 * The public reads a page is made of (functions/src/http/public-reads.ts), as the pages ask for them
 * (web/src/lib/public-calls.ts), `:name` one path segment. Only these API answers are ever kept: the
 * school's facts, the notice, published texts, news, galleries and documents, which every visitor
 * gets alike. Not the site search (a visitor's words), nor a document's file (a download).
 */
const PUBLIC_READS = [
  '/settings',
  '/notices/current',
  '/page-texts/:page',
  '/events',
  '/news',
  '/events/slug/:slug',
  '/galleries',
  '/galleries/slug/:slug',
  '/content/slug/:slug',
  '/documents',
  '/documents/disclosure',
  '/documents/slug/:slug',
];

const matches = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
};

/** True for a public read asked as a visitor asks it: GET, no token (staff's calls are never kept). */
export function isKeptRead(pathname: string, request: { method: string; headers: Headers }): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization') || !pathname.startsWith('/api/')) return false;
  const path = pathname.slice('/api'.length);
  return PUBLIC_READS.some((pattern) => matches(pattern, path));
}

/** A stored photo or file shown on a page (`/files/...`, immutable names). */
export const isStoredImage = (pathname: string, destination: string): boolean => destination === 'image' && pathname.startsWith('/files/');

/** A built file (`/assets/...`: hashed names, so a kept copy is never out of date). */
export const isBuiltAsset = (pathname: string): boolean => pathname.startsWith('/assets/');

/** The language of the page asked for: its offline page is in that language. */
export const localeOf = (pathname: string): Locale => splitLocale(pathname).locale;

const PAGE_DATA_START = '<script id="page-data" type="application/json">';

/**
 * The API answers a server-rendered page was made of (web/src/lib/page-data.tsx embeds them), as
 * `[API path, body]` for those that succeeded: kept beside the page, so that a move within the app
 * while offline, and the notice banner's own call, find what the page showed.
 */
export function pageDataAnswers(html: string): [path: string, body: unknown][] {
  const start = html.indexOf(PAGE_DATA_START);
  if (start === -1) return [];
  const end = html.indexOf('</script>', start);
  if (end === -1) return [];
  try {
    const data = JSON.parse(html.slice(start + PAGE_DATA_START.length, end)) as Record<string, { status?: unknown; body?: unknown }>;
    return Object.entries(data)
      .filter(([, answer]) => answer.status === 200)
      .map(([call, answer]) => [`/api${call}`, answer.body]);
  } catch {
    return [];
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** An offline page with the school's name from the settings last kept (`GET /api/settings`'s body), or without. */
export function withSchoolName(page: string, settings: unknown): string {
  const data = (settings as { data?: { name?: unknown } } | null)?.data;
  const name = typeof data?.name === 'string' ? escapeHtml(data.name) : '';
  return page.replaceAll(OFFLINE_SCHOOL_NAME_MARK, name);
}
