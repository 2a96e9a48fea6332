import { scriptFontKey } from '@school/shared/i18n/script-font-flag';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchScriptFontAfterLoad, type ScriptFont } from './script-font-fetch';

// Fonts of our own (the real table, ./script-fonts.ts, names the build's hashed files).
const GURMUKHI: ScriptFont = {
  family: 'Noto Sans Gurmukhi',
  unicodeRange: 'U+0A01-0A76',
  files: [
    { weight: 400, url: '/g400.woff2' },
    { weight: 700, url: '/g700.woff2' },
  ],
};
const DEVANAGARI: ScriptFont = {
  family: 'Noto Sans Devanagari',
  unicodeRange: 'U+0900-097F',
  files: [{ weight: 400, url: '/d400.woff2' }],
};

// FontFace downloads, stood in for: each made face and whether its download was asked for.
function fakeFontFaces(outcome: 'loads' | 'fails' = 'loads') {
  const made: { family: string; source: string; loaded: boolean }[] = [];
  class FakeFontFace {
    private readonly record;
    constructor(family: string, source: string) {
      this.record = { family, source, loaded: false };
      made.push(this.record);
    }
    load() {
      this.record.loaded = true;
      return outcome === 'loads' ? Promise.resolve(this) : Promise.reject(new Error('NetworkError'));
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  return made;
}

const setReadyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
const flagOf = (locale: string) => localStorage.getItem(scriptFontKey(locale));

afterEach(() => vi.unstubAllGlobals());

describe("a language's script font", () => {
  it("waits for the page's load event, then fetches every file and writes the flag", async () => {
    const made = fakeFontFaces();
    setReadyState('interactive');
    fetchScriptFontAfterLoad('pa', GURMUKHI);
    expect(made).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(made).toEqual([
      { family: 'Noto Sans Gurmukhi', source: "url(/g400.woff2) format('woff2')", loaded: true },
      { family: 'Noto Sans Gurmukhi', source: "url(/g700.woff2) format('woff2')", loaded: true },
    ]);
    await vi.waitFor(() => expect(flagOf('pa')).toBe('/g400.woff2 /g700.woff2'));
  });

  it('fetches at once on a page that has loaded already, and never again once the flag names its files', async () => {
    const made = fakeFontFaces();
    setReadyState('complete');
    fetchScriptFontAfterLoad('hi', DEVANAGARI);
    expect(made).toHaveLength(1);
    await vi.waitFor(() => expect(flagOf('hi')).toBe('/d400.woff2'));
    fetchScriptFontAfterLoad('hi', DEVANAGARI);
    expect(made).toHaveLength(1);
  });

  it('fetches again when the flag names older files (a new font version)', () => {
    const made = fakeFontFaces();
    setReadyState('complete');
    localStorage.setItem(scriptFontKey('hi'), '/d400-old.woff2');
    fetchScriptFontAfterLoad('hi', DEVANAGARI);
    expect(made).toHaveLength(1);
  });

  it('writes no flag when the download fails, so a later page tries again', async () => {
    const made = fakeFontFaces('fails');
    setReadyState('complete');
    fetchScriptFontAfterLoad('hi', DEVANAGARI);
    await vi.waitFor(() => expect(made[0]?.loaded).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flagOf('hi')).toBeNull();
  });

  it('does nothing on an English page, nor after the page is left before it loads', () => {
    const made = fakeFontFaces();
    setReadyState('loading');
    fetchScriptFontAfterLoad('en', undefined);
    const stop = fetchScriptFontAfterLoad('hi', DEVANAGARI);
    stop();
    window.dispatchEvent(new Event('load'));
    expect(made).toEqual([]);
  });
});
