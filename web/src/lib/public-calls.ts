import type { DocumentCategoryName } from '@school/shared/document-categories';
import { DOCUMENT_LIST_PAGE_SIZE } from '@school/shared/document-page-limits';
import { EVENT_PAGE_SIZE } from '@school/shared/event-page-limits';
import { GALLERY_PAGE_SIZE } from '@school/shared/gallery-page-limits';
import type { EventTag } from '@school/shared/event-tags';
import type { Locale } from '@school/shared/i18n/locales';

/** The filters of a page of news and events, each already checked (features/news/news-address.ts). */
export interface EventPageCall {
  /** Only events (/events); all of them (/news) when absent. */
  type?: 'event' | undefined;
  tag?: EventTag | undefined;
  year?: number | undefined;
  after?: string | undefined;
}

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
  /**
   * One page of /news or /events (GET /events, paged: @school/shared/event-pages). Its parameters in
   * one fixed order, whoever asks (the server before it renders, the browser after a move), since a
   * page's answers are keyed by the call as spelled; `after` is the cursor of the page before.
   */
  eventPage: ({ type, tag, year, after }: EventPageCall) => {
    const params = new URLSearchParams({ limit: String(EVENT_PAGE_SIZE) });
    if (type) params.set('type', type);
    if (tag) params.set('tag', tag);
    if (year !== undefined) params.set('year', String(year));
    if (after) params.set('after', after);
    return `/events?${params.toString()}`;
  },
  /**
   * One page of /media: summaries of galleries (GET /galleries, paged: @school/shared/gallery-pages),
   * each with its cover and how many photos, not the photos; `after` is the cursor of the page before.
   */
  galleryPage: (after?: string) => {
    const params = new URLSearchParams({ limit: String(GALLERY_PAGE_SIZE) });
    if (after) params.set('after', after);
    return `/galleries?${params.toString()}`;
  },
  page: (slug: string) => `/content/slug/${encodeURIComponent(slug)}`,
  /** One news item or event: /news/{slug}. */
  item: (slug: string) => `/events/slug/${encodeURIComponent(slug)}`,
  /** The published texts of a fixed page (home, about ...: lib/page-texts.tsx). */
  pageTexts: (page: string) => `/page-texts/${encodeURIComponent(page)}`,
  /** The library's newest published document for each item of the Mandatory Public Disclosure's section B. */
  disclosureDocuments: '/documents/disclosure',
  /** One published gallery: /media/{slug}. */
  gallery: (slug: string) => `/galleries/slug/${encodeURIComponent(slug)}`,
  /**
   * One page of /documents (GET /documents, always paged), of one category or all, newest first;
   * its parameters in one fixed order, as for eventPage.
   */
  documentPage: ({ category, after }: { category?: DocumentCategoryName | undefined; after?: string | undefined }) => {
    const params = new URLSearchParams({ limit: String(DOCUMENT_LIST_PAGE_SIZE) });
    if (category) params.set('category', category);
    if (after) params.set('after', after);
    return `/documents?${params.toString()}`;
  },
  /**
   * One page of /search (GET /search): results for `q` in the page's language; its parameters in one
   * fixed order, as for eventPage. `page` only from the second on.
   */
  search: ({ q, lang, page }: { q: string; lang: Locale; page: number }) => {
    const params = new URLSearchParams({ q, lang });
    if (page > 1) params.set('page', String(page));
    return `/search?${params.toString()}`;
  },
  /** One published document: /documents/{slug}. */
  document: (slug: string) => `/documents/slug/${encodeURIComponent(slug)}`,
} as const;

/** The calls every public page makes, whatever its route: the server renders and embeds them all. */
export const SITE_CALLS: readonly string[] = [publicCalls.settings, publicCalls.notice];
