import type { Locale } from '@school/shared/i18n/locales';
import { scriptFontKey } from '@school/shared/i18n/script-font-flag';

// Our script font fetched after the page's load event, into the browser's cache, and the flag that
// tells the next page's inline head script it is there (why: ./script-fonts.ts).

export interface ScriptFont {
  family: string;
  unicodeRange: string;
  files: { weight: number; url: string }[];
}

/** What the flag holds: the files' addresses, so a new font (a new hashed name) is fetched again. */
const flagValue = (font: ScriptFont): string => font.files.map((file) => file.url).join(' ');

function readFlag(locale: Locale): string | null {
  try {
    return localStorage.getItem(scriptFontKey(locale));
  } catch {
    return null;
  }
}

/**
 * Fetches `locale`'s font into the cache once the page has loaded, unless it is there already, and
 * then writes the flag. FontFace.load() downloads without adding the face to the document: this page
 * keeps the font it was drawn in.
 */
export function fetchScriptFontAfterLoad(locale: Locale, font: ScriptFont | undefined): () => void {
  if (!font || typeof FontFace === 'undefined' || readFlag(locale) === flagValue(font)) return () => {};
  const fetchFont = () => {
    const faces = font.files.map(({ weight, url }) =>
      new FontFace(font.family, `url(${url}) format('woff2')`, { weight: String(weight), unicodeRange: font.unicodeRange }).load(),
    );
    Promise.all(faces).then(
      () => {
        try {
          localStorage.setItem(scriptFontKey(locale), flagValue(font));
        } catch {
          // Storage refused (private mode): later pages keep the phone's font, nothing else changes.
        }
      },
      // Offline or blocked: no flag, so a later page tries again.
      () => {},
    );
  };
  if (document.readyState === 'complete') {
    fetchFont();
    return () => {};
  }
  window.addEventListener('load', fetchFont, { once: true });
  return () => window.removeEventListener('load', fetchFont);
}
