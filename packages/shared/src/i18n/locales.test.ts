import { describe, expect, it } from 'vitest';
import { LOCALES, localePath, sitePath, splitLocale } from './locales';

// What a browser makes of an href, resolved against a page of the site: the host it would open.
const hostOf = (href: string) => new URL(href, 'https://school.example/pa/news').host;

// Paths a visitor can put in the address bar (issue 32, item 5): each was the switcher's link.
const HOSTILE = [
  '//evil.example',
  '//evil.example/news',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '/ /evil.example',
];

describe('sitePath', () => {
  it('turns any leading run of slashes, backslashes and skipped characters into one slash', () => {
    expect(sitePath('//evil.example')).toBe('/evil.example');
    expect(sitePath('/\\evil.example')).toBe('/evil.example');
    expect(sitePath('/\t\\//evil.example/news')).toBe('/evil.example/news');
    expect(sitePath('')).toBe('/');
    expect(sitePath('///')).toBe('/');
  });

  it('leaves an ordinary path as it is, slashes and backslashes after its start included', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/about/mission')).toBe('/about/mission');
    expect(sitePath('/news/a%2F%2Fb')).toBe('/news/a%2F%2Fb');
    expect(sitePath('/news//x\\y')).toBe('/news//x\\y');
  });

  it('never gives a path a browser reads as another host', () => {
    for (const path of HOSTILE) {
      const safe = sitePath(path);
      expect(safe.startsWith('//') || safe.startsWith('/\\'), JSON.stringify(path)).toBe(false);
      expect(hostOf(safe), JSON.stringify(path)).toBe('school.example');
    }
  });

  it('is linear on a long hostile input', () => {
    const long = '/\\'.repeat(500_000) + 'evil.example';
    const started = performance.now();
    expect(sitePath(long)).toBe('/evil.example');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('localePath', () => {
  it('puts a site path in each language', () => {
    expect(LOCALES.map((locale) => localePath(locale, '/about'))).toEqual(['/about', '/pa/about', '/hi/about']);
    expect(LOCALES.map((locale) => localePath(locale, '/'))).toEqual(['/', '/pa', '/hi']);
    expect(localePath('pa', '/admin/news')).toBe('/admin/news');
  });

  it('never links to another host, from what splitLocale leaves of a hostile address', () => {
    for (const path of [...HOSTILE, ...HOSTILE.map((p) => `/pa${p}`), ...HOSTILE.map((p) => `/hi${p}`)]) {
      const site = splitLocale(path).path;
      for (const locale of LOCALES) {
        const href = localePath(locale, site);
        expect(href.startsWith('//') || href.startsWith('/\\'), `${JSON.stringify(path)} in ${locale}`).toBe(false);
        expect(hostOf(href), `${JSON.stringify(path)} in ${locale}`).toBe('school.example');
      }
    }
  });
});
