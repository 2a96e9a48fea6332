import type { Locale } from '@school/shared/i18n/locales';
import { SCRIPT_FONT_CLASS, SCRIPT_FONT_FLAG_SCRIPT } from '@school/shared/i18n/script-font-flag';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import gurmukhi400 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import gurmukhi700 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url';
import { fetchScriptFontAfterLoad, type ScriptFont } from './script-font-fetch';

// Gurmukhi and Devanagari in our own copies of Google's Noto Sans (self-hosted, from @fontsource:
// already cut to the script's own characters), declared only on pages in that language, so English
// pages never download them. Hindi gets the regular weight only (its file is ~50 KB; bold is drawn
// from it); Punjabi's regular and bold are ~23 KB.
//
// When (issue 34, item 5): a font the page's text names is fetched while the page loads, and on slow
// 4G even a font that font-display: optional never shows made the Hindi page's largest paint 1.5
// times the English one's. So a visitor's first page in the language never names it: the phone's own
// Gurmukhi or Devanagari font (every Android and iOS phone has one) draws it, and ours is fetched
// after the page's `load` event, into the browser's cache. Once it is there (localStorage says so),
// the next page's inline head script (@school/shared/i18n/script-font-flag) marks <html> before the
// first paint, and only under that mark does the stylesheet below name our font. A page never
// changes font once drawn, so no text moves. None of this is in an English page's JavaScript.

export const SCRIPT_FONTS: Partial<Record<Locale, ScriptFont>> = {
  pa: {
    family: 'Noto Sans Gurmukhi',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839',
    files: [
      { weight: 400, url: gurmukhi400 },
      { weight: 700, url: gurmukhi700 },
    ],
  },
  hi: {
    family: 'Noto Sans Devanagari',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    files: [{ weight: 400, url: devanagari400 }],
  },
};

/**
 * The <head> of a page in `locale`: the flag's inline script and the font's @font-face, whose text
 * names it only under the flag's class; nothing on English pages. The server writes it
 * (entry-server.tsx), so no page's script carries it: the page's language never changes while it is
 * open.
 */
export function scriptFontHead(locale: Locale): string {
  const font = SCRIPT_FONTS[locale];
  if (!font) return '';
  const faces = font.files
    .map(
      ({ weight, url }) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:optional;src:url(${url}) format('woff2');unicode-range:${font.unicodeRange}}`,
    )
    .join('');
  // The script's own font first: Latin letters fall through to the site's font (unicode-range).
  const use = `html.${SCRIPT_FONT_CLASS}[lang='${locale}'] body{font-family:'${font.family}',var(--font)}`;
  return `<script>${SCRIPT_FONT_FLAG_SCRIPT}</script><style>${faces + use}</style>`;
}

/** In the browser, on a Punjabi or Hindi page: our font into the cache once the page has loaded (app/start-app.tsx loads this module then). */
export function fetchPageScriptFont(locale: Locale): void {
  fetchScriptFontAfterLoad(locale, SCRIPT_FONTS[locale]);
}
