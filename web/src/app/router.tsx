import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PageLoader } from './layout/page-loader';
import { PublicLayout } from './layout/public-layout';
import { publicRoutes } from './public-routes';

// Staff screens are a separate chunk: visitors never download the back office or its form code.
const AdminApp = lazy(() => import('./admin/admin-app'));

/** The route tree, shared by the browser (BrowserRouter) and the build's prerender (StaticRouter). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
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
      <AppRoutes />
    </BrowserRouter>
  );
}
