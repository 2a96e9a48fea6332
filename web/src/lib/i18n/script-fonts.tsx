import type { Locale } from '@school/shared/i18n/locales';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import gurmukhi400 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import gurmukhi700 from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff2?url';
import { useLocale } from './i18n';

// Gurmukhi and Devanagari in our own copies of Google's Noto Sans (self-hosted, from @fontsource:
// already cut to the script's own characters), declared only on pages in that language, so English
// pages never download them. font-display: optional and no preload (issue 34, item 5): a preloaded
// font competed with the page itself on slow 4G, and the Punjabi and Hindi pages' largest paint came
// 0.3 to 0.8 s after the English one's. Now the phone's own Gurmukhi or Devanagari font (Noto itself
// on Android; every Android and iOS phone has one for both scripts) draws the first page at once,
// the font arrives in the background, and every later page, finding it cached, uses ours from its
// first paint. Nothing reflows when a font arrives late (no layout shift). Hindi gets the regular
// weight only (its file is ~50 KB; bold is drawn from it); Punjabi's regular and bold are ~23 KB.

interface ScriptFont {
  family: string;
  unicodeRange: string;
  files: { weight: number; url: string }[];
}

const FONTS: Partial<Record<Locale, ScriptFont>> = {
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

/** The page's script font: its @font-face, on pages in Punjabi or Hindi only. */
export function ScriptFontFaces() {
  const locale = useLocale();
  const font = FONTS[locale];
  if (!font) return null;
  const faces = font.files
    .map(
      ({ weight, url }) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:optional;src:url(${url}) format('woff2');unicode-range:${font.unicodeRange}}`,
    )
    .join('');
  // The script's own font first: Latin letters fall through to the site's font (unicode-range).
  const use = `html[lang='${locale}'] body{font-family:'${font.family}',var(--font)}`;
  return <style>{faces + use}</style>;
}
