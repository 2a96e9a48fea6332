import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './layout/main-content-id';

/** Fired on `document` each time a page's code has run and its buttons respond (start-app.tsx listens). */
export const PAGE_LIVE_EVENT = 'school:page-live';

/**
 * Marks <main> with the path of the page that is now live (`data-live`): hydrated, or rendered after
 * a navigation. Prerendered pages look ready long before their code arrives, so the held early taps
 * (early-taps.ts) and the browser tests wait for this instead of guessing.
 */
export function PageLive() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.getElementById(MAIN_CONTENT_ID)?.setAttribute('data-live', pathname);
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  }, [pathname]);
  return null;
}

/**
 * A page in its own chunk that marks itself live once loaded. The marker sits inside the loaded
 * module's component, so it cannot run before the page it reports on (a sibling could, while the
 * page is still suspended).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const Page = await load();
    const LivePage = (props: P) => (
      <>
        <Page {...props} />
        <PageLive />
      </>
    );
    return { default: LivePage };
  });
}
