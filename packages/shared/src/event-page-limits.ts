// The bounds of a page of news and events (GET /events?limit=…, event-pages.ts), without zod: the
// web's public pages spell their calls and read their addresses with them, and a page's first
// script must not carry zod (web/src/lib/zod-without-eval.ts).

/** Items per page of /news and /events: four rows of three on a computer. */
export const EVENT_PAGE_SIZE = 12;
/** The most one page may ask for. */
export const EVENT_PAGE_MAX = 50;
/** The oldest and the latest year a list may be asked for (a bound, so a year is always 4 digits). */
export const EVENT_YEAR_RANGE = { min: 2000, max: 2199 } as const;
/** The longest `after` (a page's cursor) the API reads. */
export const EVENT_CURSOR_MAX = 200;
