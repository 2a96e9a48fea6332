import { documentCategoryOf, type DocumentCategoryName } from '@school/shared/document-categories';
import { DOCUMENT_CURSOR_MAX } from '@school/shared/document-page-limits';
import { publicCalls } from '../../lib/public-calls';

// The address of a page of /documents: `?category=circular&after=<cursor>`, each optional. Read the
// same way by the server (app/route-calls.ts: which call to make before rendering) and by the page,
// so both spell the same call. No zod here: the page's chunk must not carry it.

export interface DocumentsAddress {
  category?: DocumentCategoryName | undefined;
  /** Where the page starts: the API's `next` of the page before. */
  after?: string | undefined;
}

// A cursor is the API's own, made to sit in an address: URL-safe characters only.
const CURSOR = /^[\w.~-]+$/;

/**
 * The page's filters as its address gives them; null when one names nothing (an unknown category, a
 * malformed cursor, either given twice): that address is Not Found without asking the API. Other
 * parameters (`utm_source`) are ignored.
 */
export function readDocumentsAddress(search: URLSearchParams): DocumentsAddress | null {
  const [category, ...moreCategories] = search.getAll('category');
  const [after, ...moreAfters] = search.getAll('after');
  if (moreCategories.length > 0 || moreAfters.length > 0) return null;
  const known = category === undefined ? undefined : documentCategoryOf(category);
  if (category !== undefined && !known) return null;
  if (after !== undefined && !(after.length <= DOCUMENT_CURSOR_MAX && CURSOR.test(after))) return null;
  return { category: known, after };
}

/** The API call of the page `address` names; null when it names none (Not Found). */
export const documentsPageCall = (address: DocumentsAddress | null): string | null => (address ? publicCalls.documentPage(address) : null);

/** The calls the server makes before it renders /documents at `search`. */
export function documentsPageCalls(search: URLSearchParams): string[] {
  const call = documentsPageCall(readDocumentsAddress(search));
  return call ? [call] : [];
}
