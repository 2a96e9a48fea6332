// The bounds of a page of /documents, without zod and apart from the categories: every public page
// spells its calls with lib/public-calls.ts, which needs only the page size, and must not carry the
// category names (issue 34, item 6). document-schemas.ts checks the API's query with the same bounds.

/** Documents per page of /documents (as DOCUMENT_PAGE_SIZE of the schema). */
export const DOCUMENT_LIST_PAGE_SIZE = 20;
/** The most one page may ask for (the sitemap reads the library in pages this long). */
export const DOCUMENT_LIST_PAGE_MAX = 50;
/** The longest `after` (a page's cursor) the API reads. */
export const DOCUMENT_CURSOR_MAX = 200;
