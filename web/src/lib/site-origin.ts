import { createContext, useContext } from 'react';

/**
 * The site's own address (`https://school.example`), for canonical URLs and link previews, which
 * must be absolute. The server renders with the address the visitor asked for (or SITE_URL); the
 * browser uses its own.
 */
export const SiteOriginContext = createContext<string>('');

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin || (typeof window === 'undefined' ? '' : window.location.origin);
}
