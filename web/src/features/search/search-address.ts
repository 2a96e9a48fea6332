import type { Locale } from '@school/shared/i18n/locales';
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from '@school/shared/search-results';
import { publicCalls } from '../../lib/public-calls';

// The address of a page of /search: `?q=fee%20structure&page=2`. Read the same way by the server
// (app/route-calls.ts) and by the page, so both spell the same call. No zod: the page stays light.

export interface SearchAddress {
  /** The words asked, trimmed; '' when none (the page shows just the box). */
  q: string;
  page: number;
}

/**
 * The search an address asks; null when it names no page (a page number that is not one, or the
 * words or page given twice): Not Found, without asking the API. Words past the longest search are
 * cut, as the box's maxLength would have.
 */
export function readSearchAddress(search: URLSearchParams): SearchAddress | null {
  const [q = '', ...moreQs] = search.getAll('q');
  const [page = '1', ...morePages] = search.getAll('page');
  if (moreQs.length > 0 || morePages.length > 0) return null;
  if (!/^\d{1,2}$/.test(page) || Number(page) < 1 || Number(page) > SEARCH_PAGE_MAX) return null;
  return { q: q.trim().slice(0, SEARCH_QUERY_MAX).trim(), page: Number(page) };
}

/** The API call of the results `address` asks for; null when it asks none (no words, or no page). */
export const searchPageCall = (address: SearchAddress | null, lang: Locale): string | null =>
  address?.q ? publicCalls.search({ q: address.q, lang, page: address.page }) : null;

/** The calls the server makes before it renders /search at `search` in `lang`. */
export const searchPageCalls = (search: URLSearchParams, lang: Locale): string[] => {
  const call = searchPageCall(readSearchAddress(search), lang);
  return call ? [call] : [];
};

/** The address of a page of results, as the page's links write it. */
export function searchHref({ q, page }: SearchAddress): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
