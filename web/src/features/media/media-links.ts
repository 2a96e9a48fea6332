import type { MediaAddress } from './media-address';

// The addresses /media links to: the page itself (canonical) and its older galleries. Apart from
// media-address.ts, which every page's first script carries: only the page needs these.

/** The address's query as the site writes it ('?after=…'); '' for the newest page. */
export const mediaQuery = ({ after }: MediaAddress): string => (after ? `?${new URLSearchParams({ after }).toString()}` : '');

/** The page of galleries at `address` ('/media?after=…'), in English: links make it the page's language. */
export const mediaHref = (address: MediaAddress): string => `/media${mediaQuery(address)}`;
