import { DEFAULT_LOCALE, LOCALES, localePath, OG_LOCALES } from '@school/shared/i18n/locales';
import { useLocale } from './i18n/i18n';
import { usePagePath } from './i18n/page-path';
import { useSchool, type SchoolSettings } from './school-settings';
import { useSiteOrigin } from './site-origin';

/** A picture for link previews (WhatsApp, search results): absolute or site-relative URL and size. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The school's own picture, for pages without one: the link-preview image staff chose in
 * /admin/settings, else the site's built-in one (web/public/share-default.jpg, 1200×630).
 */
export function defaultShareImage(school: SchoolSettings): ShareImage {
  const share = school.images.shareImage?.share;
  if (share) return { url: share.url, width: share.width, height: share.height, alt: school.name };
  return { url: '/share-default.jpg', width: 1200, height: 630, alt: school.name };
}

interface Props {
  /** The page's own name; the school's name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** Use `title` as the whole <title> (the home page names the school itself). */
  fullTitle?: boolean;
  /** og:type: `article` for a news item, else `website`. */
  type?: 'website' | 'article';
  image?: ShareImage;
  /** schema.org data about the page's subject (lib/structured-data.ts), for search engines. */
  jsonLd?: object;
  /**
   * The query that is part of the page's own address ('?tag=sports': a page of a list), in the order
   * the site writes it, for its canonical address and its other languages; none for most pages.
   */
  query?: string;
}

/**
 * The page's own address in its language, absolute (`query`: see Props); null where it has none
 * (the admin's preview of a draft). Its canonical URL, and the address the share links pass on.
 */
export function useCanonicalUrl(query = ''): string | null {
  const origin = useSiteOrigin();
  const path = usePagePath();
  const locale = useLocale();
  return path === null ? null : absoluteUrl(origin, localePath(locale, path) + query);
}

/** `url` as an absolute address on the site at `origin` (link previews and JSON-LD need absolute ones). */
export const absoluteUrl = (origin: string, url: string): string => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end or bend it. */
export const jsonLdText = (data: object): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * A page's <title>, meta description, canonical URL and Open Graph and Twitter tags. A component
 * rather than an effect: React 19 hoists <title>, <meta> and <link> into <head>, and the server's
 * render (entry-server.tsx) moves them there, so crawlers and link previews that run no
 * JavaScript see each page's own text and picture.
 */
export function PageMeta({ title, description, fullTitle = false, type = 'website', image, jsonLd, query = '' }: Props) {
  const origin = useSiteOrigin();
  const school = useSchool();
  const picture = image ?? defaultShareImage(school);
  // The page the router matched, not the address as typed (lib/i18n/page-path.tsx); none in the
  // admin's preview of a draft, which has no public address of its own yet.
  const path = usePagePath();
  const locale = useLocale();
  const documentTitle = fullTitle ? title : `${title} · ${school.name}`;
  const absolute = (url: string) => absoluteUrl(origin, url);
  const canonical = useCanonicalUrl(query);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {path !== null && canonical !== null && (
        <>
          <link rel="canonical" href={canonical} />
          {/* The same page in each language, for search engines (hreflang); English is the default. */}
          {LOCALES.map((other) => (
            <link key={other} rel="alternate" hrefLang={other} href={absolute(localePath(other, path) + query)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absolute(localePath(DEFAULT_LOCALE, path) + query)} />
        </>
      )}
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {canonical !== null && <meta property="og:url" content={canonical} />}
      <meta property="og:site_name" content={school.name} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:image" content={absolute(picture.url)} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {/* Only in the server's render, which moves it into <head> (entry-server.tsx): React does not
          hoist an inline script, so the browser drawing it in place would not match the server's
          HTML on hydration. Crawlers read the server's document; a move within the app needs none.
          `import.meta.env.SSR` rather than a test of `window`: the browser's build then drops this
          and, where pages pass `jsonLd` the same way, lib/structured-data.ts (issue 34, item 6). */}
      {jsonLd && import.meta.env.SSR && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />}
    </>
  );
}
