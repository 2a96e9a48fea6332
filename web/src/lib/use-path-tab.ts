import { createContext, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalePath } from './i18n/links';
import { trimEndChars } from '@school/shared/plain-text';
import { KEEP_SCROLL_STATE } from './keep-scroll';

/**
 * Where a page's tab paths live: '' on the public site; the admin's preview of a page's draft sets
 * its own route (/admin/pages/about/preview), so choosing a tab there stays in the preview.
 */
const TabPathPrefix = createContext('');
export const TabPathPrefixProvider = TabPathPrefix.Provider;

/**
 * Tabs whose selection lives in the URL (/about/mission): the active tab is the last path segment
 * when it names a tab, else the default. Selecting a tab navigates, so the address bar, the
 * navigation's highlighted child, shared links and the Back button all agree with what is shown.
 */
export function usePathTab<T extends string>(base: string, tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prefix = useContext(TabPathPrefix);
  const localize = useLocalePath();
  const last = trimEndChars(pathname, '/').split('/').pop() ?? '';
  const active = (tabs as readonly string[]).includes(last) ? (last as T) : fallback;

  const select = useCallback(
    (tab: T) => {
      void navigate(localize(`${prefix}${base}/${tab}`), { state: KEEP_SCROLL_STATE });
    },
    [prefix, base, navigate, localize],
  );
  return [active, select];
}
