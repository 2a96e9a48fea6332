import { describe, expect, it } from 'vitest';
import { isItemSlug, itemSlugSchema } from './item-slug.js';

describe('item slug', () => {
  it('takes lower-case ASCII words joined by single hyphens, up to 100 characters', () => {
    for (const slug of ['sports-day', 'annual-day-2025-26', 'news-2026-01-05', 'a', 'x'.repeat(100)]) {
      expect(isItemSlug(slug), slug).toBe(true);
      expect(itemSlugSchema.parse(slug)).toBe(slug);
    }
  });

  it('refuses what could not be an address made by the server', () => {
    for (const slug of ['', 'Sports-Day', 'sports day', 'sports--day', '-x', 'x-', 'x'.repeat(101), 'ਖੇਡ', '../etc', 'x%2f']) {
      expect(isItemSlug(slug), slug).toBe(false);
    }
  });
});
