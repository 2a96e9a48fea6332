import { schoolInfo } from './school-info';

interface Props {
  /** The page's own name; the school's name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** Use `title` as the whole <title> (the home page names the school itself). */
  fullTitle?: boolean;
}

/**
 * A page's <title>, meta description and Open Graph tags. A component rather than an effect: React 19
 * hoists <title> and <meta> into <head>, and unlike document.title in an effect they are part of the
 * build's prerendered HTML (scripts/prerender.mjs moves them into <head>), so crawlers and link
 * previews that run no JavaScript see each page's own text.
 */
export function PageMeta({ title, description, fullTitle = false }: Props) {
  const documentTitle = fullTitle ? title : `${title} · ${schoolInfo.name}`;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={schoolInfo.name} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
