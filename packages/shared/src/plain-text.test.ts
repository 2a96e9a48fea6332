import { describe, expect, it } from 'vitest';
import { hasVisibleContent, suggestSlug } from './content-schemas.js';
import { replaceTags, trimChars, trimEndChars } from './plain-text.js';

// Issue 32, item 3: the worst input of each helper, at the size of the largest body the API takes.
// A quadratic scan of it takes tens of seconds (70,000 "<" took 3.6 s in hasVisibleContent's old
// pattern); a linear one, milliseconds. The bound is 20 times what linear needs on a loaded machine.
const WORST = 200_000;
const linear = <T>(run: () => T): T => {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(1_000);
  return result;
};

describe('text helpers stay linear on their worst input', () => {
  it('replaceTags: a flood of "<" with no ">" is text, and tags still go', () => {
    expect(linear(() => replaceTags('<'.repeat(WORST), ' '))).toHaveLength(WORST);
    expect(replaceTags('<p>a < b</p><br/>', '')).toBe('a < b');
  });

  it('hasVisibleContent: the body that froze the site', () => {
    expect(linear(() => hasVisibleContent('<'.repeat(WORST)))).toBe(true);
    expect(linear(() => hasVisibleContent(`<p>${' '.repeat(WORST)}</p>`))).toBe(false);
    expect(hasVisibleContent('<p></p>')).toBe(false);
  });

  it('trimChars and trimEndChars: long runs inside and at the ends', () => {
    const dashes = '-'.repeat(WORST);
    expect(linear(() => trimChars(`${dashes}x${dashes}y`, '-'))).toBe(`x${dashes}y`);
    expect(linear(() => trimEndChars(`${dashes}x`, '-'))).toBe(`${dashes}x`);
    expect(trimChars('--a-b--', '-')).toBe('a-b');
  });

  it('suggestSlug: long titles of punctuation', () => {
    expect(linear(() => suggestSlug(`${'- '.repeat(WORST / 2)}Sports Day`))).toBe('sports-day');
    expect(linear(() => suggestSlug('&'.repeat(WORST)))).toBe('');
  });
});
