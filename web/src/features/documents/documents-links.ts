import type { DocumentsAddress } from './documents-address';

/** The page at `address` ('/documents?category=form'), in English: links make it the page's language. */
export function documentsQuery({ category, after }: DocumentsAddress): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const documentsHref = (address: DocumentsAddress): string => `/documents${documentsQuery(address)}`;

/** One document's page. */
export const documentHref = (slug: string): string => `/documents/${encodeURIComponent(slug)}`;
