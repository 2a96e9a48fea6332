import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, DOCUMENT_PAGE_SIZE } from './document-schemas.js';
import { DOCUMENT_CATEGORY_LIST, DOCUMENT_CATEGORY_NAMES, DOCUMENT_LIST_PAGE_SIZE, documentCategoryOf } from './document-categories.js';

// The zod-free copy the public pages read must say what the schema checks.
describe('the documents’ categories without zod', () => {
  it('are the schema’s, with its labels and page size', () => {
    expect(DOCUMENT_CATEGORY_LIST).toEqual(DOCUMENT_CATEGORIES);
    expect(DOCUMENT_CATEGORY_NAMES).toEqual(DOCUMENT_CATEGORY_LABELS);
    expect(DOCUMENT_LIST_PAGE_SIZE).toBe(DOCUMENT_PAGE_SIZE);
  });

  it('read a category from an address, and nothing else', () => {
    expect(documentCategoryOf('fee-structure')).toBe('fee-structure');
    expect(documentCategoryOf('rumours')).toBeUndefined();
    expect(documentCategoryOf('constructor')).toBeUndefined();
  });
});
