import { describe, expect, it } from 'vitest';
import { documentCategoryOf } from './document-categories.js';

// The categories the public pages read from an address (document-schemas.ts checks the same list).
describe('the documents’ categories without zod', () => {
  it('read a category from an address, and nothing else', () => {
    expect(documentCategoryOf('fee-structure')).toBe('fee-structure');
    expect(documentCategoryOf('rumours')).toBeUndefined();
    expect(documentCategoryOf('constructor')).toBeUndefined();
  });
});
