import { LOCALES, localePath } from '@school/shared/i18n/locales';

// The XML of the sitemaps (sitemaps.org 0.9): a list of pages, each in every language and naming
// the others (hreflang), as search engines ask; and the index of those lists.

export interface SitemapEntry {
  /** The page's path in English, with its query when it has one ("/news?tag=sports"). */
  path: string;
  lastmod?: string | undefined;
}

export interface Listed {
  slug?: unknown;
  updatedAt?: unknown;
  createdAt?: unknown;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const lastmod = (item: Listed): string | undefined => {
  const value = typeof item.updatedAt === 'string' ? item.updatedAt : item.createdAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
};

/** The items' own pages under `prefix` ("/news/"), each with its last change; items without a slug have none. */
export const itemEntries = (prefix: string, items: Listed[]): SitemapEntry[] =>
  items
    .filter((item) => typeof item.slug === 'string' && item.slug !== '')
    .map((item) => ({ path: `${prefix}${encodeURIComponent(item.slug as string)}`, lastmod: lastmod(item) }));

/** A <urlset> of the entries at `origin`, three <url>s each (English, Punjabi, Hindi). */
export function urlSet(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localePath(locale, entry.path))}"/>`,
    ).join('');
    const modified = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return LOCALES.map((locale) => `  <url><loc>${escapeXml(origin + localePath(locale, entry.path))}</loc>${modified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of the lists at these paths. */
export function sitemapIndex(origin: string, paths: string[]): string {
  const lists = paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lists.join('\n')}\n</sitemapindex>\n`;
}
