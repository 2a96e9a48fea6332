import { Outlet, useLocation } from 'react-router-dom';
import { PagePathProvider } from '../../lib/i18n/page-path';
import { ScriptFontFaces } from '../../lib/i18n/script-fonts';
import { publicCalls } from '../../lib/public-calls';
import { SCHOOL_SETTINGS_FAILED, SchoolProvider, schoolSettingsExpect } from '../../lib/school-settings';
import { usePublicItem } from '../../lib/use-public-item';
import { matchPublicRoute } from '../matched-route';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSuggestion } from './language-suggestion';
import styles from './layout.module.css';
import { MAIN_CONTENT_ID } from './main-content-id';
import { NoticeBanner } from './notice-banner';
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
          <ScriptFontFaces />
          <ScrollToTop />
          {/* First in the tab order, before a notice's link: keyboard users skip straight to the page. */}
          <SkipLink />
          {/* Above the header, at the very top: a closure or emergency is the first thing read. */}
          <NoticeBanner />
          <Header />
          {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <Footer />
          <LanguageSuggestion />
        </div>
      </SchoolProvider>
    </PagePathProvider>
  );
}
