import { lazy, Suspense } from 'react';
import { LOCALES, localePath } from '@school/shared/i18n/locales';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ALL_PARTS, withMessages } from '../lib/i18n/catalogs';
import { ForgetPageDataOnNavigation } from '../lib/page-data';
import { PageLoader } from './layout/page-loader';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage, publicRoutes } from './public-routes';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';

// Staff screens are a separate chunk: visitors never download the back office or its form code.
// The back office (English) previews public pages, so it takes every part's texts, fetched beside
// its chunk rather than before it (a phone's round trips, not one after the other).
const AdminApp = lazy(reloadOnStaleChunk(withMessages(ALL_PARTS, () => import('./admin/admin-app'))));

/** The route tree, shared by the browser (BrowserRouter) and the server's renderer (StaticRouter, entry-server.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {/* Each page at its English address and under /pa and /hi (lib/i18n: the page's language comes from its address). */}
        {LOCALES.flatMap((locale) =>
          publicRoutes.map(({ path, element }) => {
            const localized = localePath(locale, path);
            return <Route key={localized} path={localized} element={element} />;
          }),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<PageLoader />}>
            <AdminApp />
          </Suspense>
        }
      />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ForgetPageDataOnNavigation />
      <AppRoutes />
    </BrowserRouter>
  );
}
