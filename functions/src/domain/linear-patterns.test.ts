import { describe, expect, it } from 'vitest';
import { referencedKeys } from '../adapters/embedded/orphan-files.js';
import { addressOf } from './mail-address.js';
import { REVISION_FIELDS } from '@school/shared/revision-schemas';
import { fieldChanges } from './revisions/field-changes.js';
import { slugBase } from './slugs/item-slugs.js';

// Issue 32, item 3: the server's patterns that see stored or typed text, each on its worst input
// (see packages/shared/src/plain-text.test.ts for the bound). ESLint's regexp/no-super-linear-*
// rules keep new ones out; these keep the fixed ones fixed.
const WORST = 200_000;
const linear = <T>(run: () => T): T => {
  const started = performance.now();
  const result = run();
  expect(performance.now() - started).toBeLessThan(1_000);
  return result;
};

describe('server patterns stay linear on their worst input', () => {
  it('the orphan-file sweep reading a long run of key-like text', () => {
    expect(linear(() => referencedKeys(['a'.repeat(WORST), 'a/'.repeat(WORST / 2)])).size).toBe(0);
    expect(referencedKeys(['{"url":"/files/galleries/x/abc-800.webp"}']).has('galleries/x/abc-800.webp')).toBe(true);
  });

  it("a revision's shown body, made of many '<'", () => {
    const changes = linear(() => fieldChanges(REVISION_FIELDS.page, { content: '<'.repeat(WORST) }, { content: '<p>x</p>' }));
    expect(changes.length).toBeGreaterThan(0);
  });

  it('item slugs from a title of dashes', () => {
    expect(linear(() => slugBase(`${'-'.repeat(WORST)}1`, 'news-2026'))).toBe('news-2026');
    expect(slugBase('Annual Day 2025/26', 'news')).toBe('annual-day-2025-26');
  });

  it('the sender address with many "<"', () => {
    expect(linear(() => addressOf(`${'<'.repeat(WORST)}office@school.in`))).toBe(`${'<'.repeat(WORST)}office@school.in`);
    expect(addressOf('Office <office@school.in>')).toBe('office@school.in');
  });
});
