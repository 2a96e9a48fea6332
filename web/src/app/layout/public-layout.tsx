import { Outlet, useLocation } from 'react-router-dom';
import { PagePathProvider } from '../../lib/i18n/page-path';
import { publicCalls } from '../../lib/public-calls';
import { SCHOOL_SETTINGS_FAILED, SchoolProvider, schoolSettingsExpect } from '../../lib/school-settings';
import { usePublicItem } from '../../lib/use-public-item';
import { matchPublicRoute } from '../matched-route';
import { Header } from './header';
import styles from './layout.module.css';
import { Later } from './later-parts-context';
import { MAIN_CONTENT_ID } from './main-content-id';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

/**
 * The frame of every public page. It reads the school's settings once (the server renders every
 * page with them: lib/public-calls.ts, SITE_CALLS) and keeps them while the visitor moves between
 * pages; pages wait for them in RequireSchool (app/public-routes.tsx).
 */
export function PublicLayout() {
  const school = usePublicItem(publicCalls.settings, schoolSettingsExpect, SCHOOL_SETTINGS_FAILED);
  // Which page this is, from the route table rather than the address bar (lib/i18n/page-path.tsx).
  const pagePath = matchPublicRoute(useLocation().pathname)?.path ?? null;
  return (
    <PagePathProvider value={pagePath}>
      <SchoolProvider value={school}>
        <div className={styles.page}>
          <ScrollToTop />
          {/* First in the tab order, before a notice's link: keyboard users skip straight to the page. */}
          <SkipLink />
          {/* Above the header, at the very top: a closure or emergency is the first thing read. */}
          <Later part="NoticeBanner" />
          <Header />
          {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          {/* Live after the page itself (./later-parts.ts). */}
          <Later part="Footer" />
          <Later part="LanguageSuggestion" />
        </div>
      </SchoolProvider>
    </PagePathProvider>
  );
}
