// The public pages' one inline script (issue 34, item 5), shared by the page renderer, which puts it
// in the <head> of Punjabi and Hindi pages, and the server's Content-Security-Policy, which allows it
// by its hash and no other inline script. Browser-safe, no imports.
//
// Why a script at all: a page in Gurmukhi or Devanagari that names our font makes the browser fetch
// it while the page loads, and on a slow phone line that 24-50 KB competes with the page itself. So
// the first page in a language never names it (the phone's own font draws it) and fetches it only
// after its `load` event (web/src/lib/i18n/script-fonts.tsx), then writes down that it is cached.
// A later page must know that before its first paint, which only a script in <head> can: it marks
// <html> and the stylesheet names our font only under that mark. Never after the first paint, so
// text is drawn once in one font and nothing moves.

/** The class on <html> when this language's font is in the browser's cache. */
export const SCRIPT_FONT_CLASS = 'script-font';

const KEY_PREFIX = 'script-font-';

/** The localStorage key that says a language's font was fetched; its value names the files. */
export const scriptFontKey = (locale: string): string => KEY_PREFIX + locale;

/**
 * The inline script's exact text (its SHA-256 is in the CSP: change it, and both homes' policies
 * change with it; firebase.json's is checked by functions/src/entry/embedded/server.test.ts).
 * Storage refused (private modes) throws: then the page simply uses the phone's font.
 */
export const SCRIPT_FONT_FLAG_SCRIPT =
  `try{var h=document.documentElement;` +
  `if(localStorage.getItem('${KEY_PREFIX}'+h.lang))h.classList.add('${SCRIPT_FONT_CLASS}')}catch(e){}`;
