import { lazy, type ReactElement } from 'react';
import { NotFoundPage } from '../features/not-found/not-found-page';

// Every page is a chunk of its own, so no page carries another's code (scripts/bundle-budget.mjs).
// The build prerenders them anyway (prerender waits for lazy pages), so their text shows at once.
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const AcademicsPage = lazy(() => import('../features/academics/academics-page').then((m) => ({ default: m.AcademicsPage })));
const AdmissionsPage = lazy(() => import('../features/admissions/admissions-page').then((m) => ({ default: m.AdmissionsPage })));
const ParentResourcesPage = lazy(() =>
  import('../features/parent-resources/parent-resources-page').then((m) => ({ default: m.ParentResourcesPage })),
);
const ContactPage = lazy(() => import('../features/contact-page/contact-page').then((m) => ({ default: m.ContactPage })));
// Its own chunk too: the form brings the shared zod schemas, which no other public page needs.
const ContactForm = lazy(() => import('../features/contact/contact-form').then((m) => ({ default: m.ContactForm })));
const NewsPage = lazy(() => import('../features/news/news-page').then((m) => ({ default: m.NewsPage })));
const EventsPage = lazy(() => import('../features/news/news-page').then((m) => ({ default: m.EventsPage })));
const MediaPage = lazy(() => import('../features/media/media-page').then((m) => ({ default: m.MediaPage })));
const PublishedPage = lazy(() => import('../features/pages/published-page').then((m) => ({ default: m.PublishedPage })));

export interface PublicRoute {
  path: string;
  element: ReactElement;
  /** false for routes that only redirect: not prerendered, not listed in sitemap.xml. */
  indexable?: boolean;
}

// Several paths show one page whose active tab follows the URL (lib/use-path-tab.ts).
const about = <AboutPage />;
const academics = <AcademicsPage />;
const admissions = <AdmissionsPage />;

/**
 * Every page that uses the public header and footer. New screens (about, academics, news ...)
 * are added here; any path not listed shows Not Found.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', element: <HomePage /> },
  ...['/about', '/about/story', '/about/mission', '/about/leadership'].map((path) => ({ path, element: about })),
  ...['/academics', '/academics/curriculum', '/academics/programs', '/academics/faculty', '/academics/resources'].map((path) => ({
    path,
    element: academics,
  })),
  ...['/admissions', '/admissions/process', '/admissions/requirements', '/admissions/apply'].map((path) => ({ path, element: admissions })),
  { path: '/parent-resources', element: <ParentResourcesPage /> },
  { path: '/media', element: <MediaPage /> },
  { path: '/contact', element: <ContactPage form={<ContactForm />} /> },
  { path: '/news', element: <NewsPage /> },
  // The spec's school-calendar card links to /events: the same page, events only.
  { path: '/events', element: <EventsPage /> },
  // Content pages written in /admin/content. Drafts and unknown slugs show Not Found; the sitemap
  // lists published ones from GET /api/content?status=published, not from this table.
  { path: '/pages/:slug', element: <PublishedPage notFound={<NotFoundPage />} />, indexable: false },
];
