/**
 * Route state asking ScrollToTop (app/layout/scroll-to-top.tsx) to leave the scroll position alone:
 * a tab switch, or a filter of a list, is not a new page. A module of its own, so a page that needs
 * only this does not carry the tabs' code.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;
