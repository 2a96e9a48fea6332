/**
 * The API calls public pages make on their first render, by page. The server makes the same calls
 * in process before it renders a page (app/public-routes.tsx names them per route) and hands the
 * answers over in the HTML (lib/page-data.tsx), so both sides must spell each one the same way.
 */
export const publicCalls = {
  /** The school's facts (lib/school-settings.tsx): every page's header, footer and content read them. */
  settings: '/settings',
  /** The notice banner's current notice, or null (app/layout/notice-banner.tsx): on every page. */
  notice: '/notices/current',
  news: '/events',
  events: '/events?type=event',
  galleries: '/galleries',
  page: (slug: string) => `/content/slug/${encodeURIComponent(slug)}`,
  /** One news item or event: /news/{slug}. */
  item: (slug: string) => `/events/slug/${encodeURIComponent(slug)}`,
  /** The published texts of a fixed page (home, about ...: lib/page-texts.tsx). */
  pageTexts: (page: string) => `/page-texts/${encodeURIComponent(page)}`,
  /** One published gallery: /media/{slug}. */
  gallery: (slug: string) => `/galleries/slug/${encodeURIComponent(slug)}`,
} as const;

/** The calls every public page makes, whatever its route: the server renders and embeds them all. */
export const SITE_CALLS: readonly string[] = [publicCalls.settings, publicCalls.notice];
