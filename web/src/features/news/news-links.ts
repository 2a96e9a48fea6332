import type { NewsAddress, NewsKind } from './news-address';

// The addresses the news pages link to: the page itself (canonical), its filters, its older items.

const NEWS_PATHS: Record<NewsKind, string> = { all: '/news', events: '/events' };

/** The address's query in the one order the site writes it ('?tag=sports&year=2025'); '' for the newest page of everything. */
export function newsQuery({ tag, year, after }: NewsAddress): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (year !== undefined) params.set('year', String(year));
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The page of `kind` at `address` ('/news?tag=sports'), in English: links make it the page's language. */
export const newsHref = (kind: NewsKind, address: NewsAddress): string => `${NEWS_PATHS[kind]}${newsQuery(address)}`;
