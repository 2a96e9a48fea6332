import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FONT_CLASS, SCRIPT_FONT_FLAG_SCRIPT, scriptFontKey } from './script-font-flag';

// The inline script run as a browser runs it, against a stand-in <html> and localStorage.
function runFlagScript(lang: string, stored: Record<string, string> | 'refused') {
  const classes = new Set<string>();
  const documentElement = { lang, classList: { add: (name: string) => classes.add(name) } };
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'refused') throw new Error('SecurityError: storage is disabled');
      return stored[key] ?? null;
    },
  };
  runInNewContext(SCRIPT_FONT_FLAG_SCRIPT, { document: { documentElement }, localStorage });
  return classes;
}

describe('the script font flag', () => {
  it("marks <html> when the page's language has its font cached", () => {
    expect(runFlagScript('hi', { [scriptFontKey('hi')]: '/assets/devanagari.woff2' })).toEqual(new Set([SCRIPT_FONT_CLASS]));
  });

  it("leaves <html> alone on a first visit, and for another language's font", () => {
    expect(runFlagScript('hi', {}).size).toBe(0);
    expect(runFlagScript('pa', { [scriptFontKey('hi')]: '/assets/devanagari.woff2' }).size).toBe(0);
  });

  it('draws the page in the phone font when storage is refused, without an error', () => {
    expect(runFlagScript('pa', 'refused').size).toBe(0);
  });
});
