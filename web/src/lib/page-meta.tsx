import { useEffect } from 'react';
import { schoolInfo } from '../app/school-info';

interface Props {
  /** The page's own name; the school's name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** Use `title` as the whole <title> (the home page names the school itself). */
  fullTitle?: boolean;
}

/** The head tags of a page, in the order the prerender writes them. */
function headTags(documentTitle: string, description: string): [string, string, string][] {
  // [attribute, its value, content]
  return [
    ['name', 'description', description],
    ['property', 'og:title', documentTitle],
    ['property', 'og:description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', schoolInfo.name],
    ['property', 'og:locale', 'en_IN'],
    ['name', 'twitter:card', 'summary'],
  ];
}

/** Puts the page's title and meta tags into <head>, reusing the tags already there. */
function updateHead(documentTitle: string, description: string): void {
  document.title = documentTitle;
  for (const [attribute, value, content] of headTags(documentTitle, description)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, value);
      document.head.append(tag);
    }
    tag.content = content;
  }
}

/**
 * A page's <title>, meta description and Open Graph tags. In the build's prerender they are rendered
 * as tags, which scripts/prerender.mjs moves into <head>, so crawlers and link previews that run no
 * JavaScript see each page's own text. In the browser the component renders nothing (the prerendered
 * tags are already in <head>, not where the page is) and updates <head> after each navigation, so the
 * tab, the history and screen readers get the new page's title.
 */
export function PageMeta({ title, description, fullTitle = false }: Props) {
  const documentTitle = fullTitle ? title : `${title} · ${schoolInfo.name}`;
  useEffect(() => updateHead(documentTitle, description), [documentTitle, description]);
  if (typeof document !== 'undefined') return null;
  return (
    <>
      <title>{documentTitle}</title>
      {headTags(documentTitle, description).map(([attribute, value, content]) => (
        <meta key={value} {...{ [attribute]: value }} content={content} />
      ))}
    </>
  );
}
