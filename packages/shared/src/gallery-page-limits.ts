// The bounds of a page of galleries (GET /galleries?limit=…, gallery-pages.ts), without zod: /media
// spells its call and reads its address (`?after=`) with them, and a page's first script must not
// carry zod (web/src/lib/zod-without-eval.ts).

/** Galleries per page of /media. */
export const GALLERY_PAGE_SIZE = 12;
/** The most one page may ask for. */
export const GALLERY_PAGE_MAX = 50;
/** The longest `after` (a page's cursor) the API reads. */
export const GALLERY_CURSOR_MAX = 200;
