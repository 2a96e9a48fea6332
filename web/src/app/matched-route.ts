import { sitePath, splitLocale } from '@school/shared/i18n/locales';
import { matchPath } from 'react-router-dom';
import { publicRoutes, type PublicRoute } from './public-routes';

export interface MatchedRoute {
  route: PublicRoute;
  params: Record<string, string | undefined>;
  /** The page's path in the site, without its language: the route's own path with the parameters given ('/news/x'). */
  path: string;
}

/**
 * The public route that shows `pathname` ('/pa/news/x'), the one place the site's addresses are
 * matched outside the router (which matches the same table: router.tsx). The path is rebuilt from
 * the route's pattern, so only a parameter's one segment comes from the address; null when no route
 * matches (the Not Found page).
 */
export function matchPublicRoute(pathname: string): MatchedRoute | null {
  const site = splitLocale(pathname).path;
  for (const route of publicRoutes) {
    const match = matchPath(route.path, site);
    if (!match) continue;
    // The pattern's literal segments lead, so the given segments line up with the pattern's.
    const given = match.pathname.split('/');
    const path = route.path
      .split('/')
      .map((part, index) => (part.startsWith(':') ? (given[index] ?? '') : part))
      .join('/');
    return { route, params: match.params, path: sitePath(path) };
  }
  return null;
}
