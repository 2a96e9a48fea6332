import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translationsSchema } from './translations.js';

describe('translationsSchema', () => {
  const schema = translationsSchema({ title: z.string().max(10, 'Title is too long') });

  it('keeps translated fields, drops blank ones, and is optional', () => {
    expect(schema.parse({ pa: { title: 'ਖ਼ਬਰ' }, hi: { title: '  ' } })).toEqual({ pa: { title: 'ਖ਼ਬਰ' }, hi: {} });
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it("applies the English field's own limits", () => {
    expect(schema.safeParse({ hi: { title: 'बहुत लंबा शीर्षक है' } }).error?.issues[0]?.message).toBe('Title is too long');
  });
});
