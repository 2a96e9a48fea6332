import { lazy, type ReactElement } from 'react';
import { RequireSchool } from './layout/require-school';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';
import { withMessages } from '../lib/i18n/catalogs';

// Every page is a chunk of its own, so no page carries another's code (scripts/bundle-budget.mjs).
// The server renders them anyway (prerender waits for lazy pages), so their text shows at once.
// A page opened before a deploy reloads once when its chunk is gone (./reload-on-stale-chunk.ts).
// Each page's texts in the page's language load with its chunk (lib/i18n/catalogs.ts).
const HomePage = lazy(
  reloadOnStaleChunk(withMessages(['home'], () => import('../features/home/home-page').then((m) => ({ default: m.HomePage })))),
);
const AboutPage = lazy(
  reloadOnStaleChunk(withMessages(['about'], () => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })))),
);
const AcademicsPage = lazy(
  reloadOnStaleChunk(
    withMessages(['academics'], () => import('../features/academics/academics-page').then((m) => ({ default: m.AcademicsPage }))),
  ),
);
const AdmissionsPage = lazy(
  reloadOnStaleChunk(
    withMessages(['admissions'], () => import('../features/admissions/admissions-page').then((m) => ({ default: m.AdmissionsPage }))),
  ),
);
const ParentResourcesPage = lazy(
  reloadOnStaleChunk(
    withMessages(['parent-resources'], () =>
      import('../features/parent-resources/parent-resources-page').then((m) => ({ default: m.ParentResourcesPage })),
    ),
  ),
);
// The page and its message form, composed in one chunk (./contact-route.tsx).
const ContactPage = lazy(
  reloadOnStaleChunk(withMessages(['contact'], () => import('./contact-route').then((m) => ({ default: m.ContactRoute })))),
);
const NewsPage = lazy(
  reloadOnStaleChunk(withMessages(['news'], () => import('../features/news/news-page').then((m) => ({ default: m.NewsPage })))),
);
const EventsPage = lazy(
  reloadOnStaleChunk(withMessages(['news'], () => import('../features/news/news-page').then((m) => ({ default: m.EventsPage })))),
);
const NewsItemPage = lazy(
  reloadOnStaleChunk(withMessages(['news'], () => import('../features/news/news-item-page').then((m) => ({ default: m.NewsItemPage })))),
);
const GalleryPage = lazy(
  reloadOnStaleChunk(withMessages(['media'], () => import('../features/media/gallery-page').then((m) => ({ default: m.GalleryPage })))),
);
const MediaPage = lazy(
  reloadOnStaleChunk(withMessages(['media'], () => import('../features/media/media-page').then((m) => ({ default: m.MediaPage })))),
);
const PublishedPage = lazy(
  reloadOnStaleChunk(
    withMessages(['pages'], () => import('../features/content-page/published-page').then((m) => ({ default: m.PublishedPage }))),
  ),
);
// The documents' pages read the news part too: its month names word a document's dates.
const DocumentsPage = lazy(
  reloadOnStaleChunk(
    withMessages(['documents', 'news'], () => import('../features/documents/documents-routes').then((m) => ({ default: m.DocumentsPage }))),
  ),
);
const DocumentPage = lazy(
  reloadOnStaleChunk(
    withMessages(['documents', 'news'], () => import('../features/documents/documents-routes').then((m) => ({ default: m.DocumentPage }))),
  ),
);

// The two pages the law asks for (issue 36): CBSE's Mandatory Public Disclosure, and the fee structure
// the Punjab fee Act asks a school to show. The disclosure's part has the month names its dates need
// (worded as the news part words them): they cost less than the whole news part.
const DisclosurePage = lazy(
  reloadOnStaleChunk(
    withMessages(['disclosure'], () => import('../features/disclosure/disclosure-page').then((m) => ({ default: m.DisclosurePage }))),
  ),
);
const FeesPage = lazy(
  reloadOnStaleChunk(withMessages(['fees'], () => import('../features/fees/fees-page').then((m) => ({ default: m.FeesPage })))),
);

// The privacy notice (issue 37); its part has the month names of its date, as the disclosure's has.
const PrivacyPage = lazy(
  reloadOnStaleChunk(withMessages(['privacy'], () => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })))),
);

// The admission enquiry (issue 38); its part has the month names of its eligibility line's date.
const EnquiryPage = lazy(
  reloadOnStaleChunk(withMessages(['enquiry'], () => import('../features/enquiry/enquiry-page').then((m) => ({ default: m.EnquiryPage })))),
);

// E-mail subscriptions (issue 39): the request; then, in a chunk of their own, the pages the mails link to.
const SubscribePage = lazy(
  reloadOnStaleChunk(
    withMessages(['subscribe'], () => import('../features/subscribe/subscribe-page').then((m) => ({ default: m.SubscribePage }))),
  ),
);
const SubscriptionLinkPages = lazy(
  reloadOnStaleChunk(
    withMessages(['subscribe', 'subscription-links'], () =>
      import('../features/subscribe/subscription-links').then((m) => ({ default: m.SubscriptionLinkPages })),
    ),
  ),
);

// The site search; dates in the news part's words.
const SearchPage = lazy(
  reloadOnStaleChunk(
    withMessages(['search', 'news'], () => import('../features/search/search-page').then((m) => ({ default: m.SearchPage }))),
  ),
);

// Not Found too, with its texts: a visitor rarely sees it, and every page carried it (issue 34,
// item 6). The server renders it all the same, and answers 404 (features/not-found).
export const NotFoundPage = lazy(
  reloadOnStaleChunk(
    withMessages(['not-found'], () => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
  ),
);

export interface PublicRoute {
  path: string;
  element: ReactElement;
  /** false for routes with a parameter: sitemap.xml lists their pages from the data instead. */
  indexable?: boolean;
}

// Several paths show one page whose active tab follows the URL (lib/use-path-tab.ts).
// Every page shows the school's facts, so each waits for them (layout/require-school.tsx).
const withSchool = (page: ReactElement): ReactElement => <RequireSchool>{page}</RequireSchool>;

/** The paths that show one page with tabs; app/route-calls.ts names their calls by the same lists. */
export const ABOUT_PATHS = ['/about', '/about/story', '/about/mission', '/about/leadership'];
export const ACADEMICS_PATHS = ['/academics', '/academics/curriculum', '/academics/programs', '/academics/faculty', '/academics/resources'];
export const ADMISSIONS_PATHS = ['/admissions', '/admissions/process', '/admissions/requirements', '/admissions/apply'];

const about = withSchool(<AboutPage />);
const academics = withSchool(<AcademicsPage />);
const admissions = withSchool(<AdmissionsPage />);

/**
 * Every page that uses the public header and footer. New screens (about, academics, news ...)
 * are added here; any path not listed shows Not Found.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', element: withSchool(<HomePage />) },
  ...ABOUT_PATHS.map((path) => ({ path, element: about })),
  ...ACADEMICS_PATHS.map((path) => ({ path, element: academics })),
  ...ADMISSIONS_PATHS.map((path) => ({ path, element: admissions })),
  { path: '/parent-resources', element: withSchool(<ParentResourcesPage />) },
  { path: '/admissions/fees', element: withSchool(<FeesPage />) },
  { path: '/mandatory-public-disclosure', element: withSchool(<DisclosurePage />) },
  { path: '/privacy', element: withSchool(<PrivacyPage />) },
  { path: '/admissions/enquire', element: withSchool(<EnquiryPage />) },
  { path: '/subscribe', element: withSchool(<SubscribePage />) },
  // The links of the subscribers' mails: a page of one parent's subscription, in no sitemap.
  { path: '/subscribe/confirm', element: withSchool(<SubscriptionLinkPages page="confirm" />), indexable: false },
  { path: '/subscribe/manage', element: withSchool(<SubscriptionLinkPages page="manage" />), indexable: false },
  // One page of gallery summaries (features/media/media-address.ts: `?after=`), then (entry-server.tsx)
  // the photos of its first gallery; an address that names no page reads nothing (Not Found).
  {
    path: '/media',
    element: withSchool(<MediaPage notFound={<NotFoundPage />} />),
  },
  // One gallery's page; drafts and unknown slugs show Not Found. The sitemap lists them from the data.
  {
    path: '/media/:slug',
    element: withSchool(<GalleryPage notFound={<NotFoundPage />} />),
    indexable: false,
  },
  { path: '/contact', element: withSchool(<ContactPage />) },
  // One page of the list, by the address's tag, year and cursor (features/news/news-address.ts); an
  // address that names no page reads nothing and shows Not Found.
  {
    path: '/news',
    element: withSchool(<NewsPage notFound={<NotFoundPage />} />),
  },
  // One news item or event's page (old /news#item-<id> links move here from /news).
  {
    path: '/news/:slug',
    element: withSchool(<NewsItemPage notFound={<NotFoundPage />} />),
    indexable: false,
  },
  // The spec's school-calendar card links to /events: the same page, events only.
  {
    path: '/events',
    element: withSchool(<EventsPage notFound={<NotFoundPage />} />),
  },
  // The school's documents, a page at a time, by the address's category and cursor
  // (features/documents/documents-address.ts); an address that names no page shows Not Found.
  {
    path: '/documents',
    element: withSchool(<DocumentsPage notFound={<NotFoundPage />} />),
  },
  // One document's page; drafts and unknown slugs show Not Found. The sitemap lists them from the data.
  {
    path: '/documents/:slug',
    element: withSchool(<DocumentPage notFound={<NotFoundPage />} />),
    indexable: false,
  },
  // The site search (issue 35): results for the address's words (features/search/search-address.ts).
  // Not in the sitemap: a page of results is no page of the school's.
  {
    path: '/search',
    element: withSchool(<SearchPage notFound={<NotFoundPage />} />),
    indexable: false,
  },
  // Content pages written in /admin/content. Drafts and unknown slugs show Not Found; the sitemap
  // lists published ones from the data, not from this table.
  {
    path: '/pages/:slug',
    element: withSchool(<PublishedPage notFound={<NotFoundPage />} />),
    indexable: false,
  },
];
