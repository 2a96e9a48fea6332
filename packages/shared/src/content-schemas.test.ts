import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentDocSchema, contentInputSchema, contentItemSchema, type ContentDoc, type ContentItem } from './content-schemas.js';
import type { Flat } from './test-types.js';

const doc: ContentDoc = {
  title: 'School Transport',
  slug: 'school-transport',
  content: '<p>Buses leave at 7:10.</p>',
  type: 'page',
  status: 'published',
  createdAt: '2026-01-05T03:30:00.000Z',
  updatedAt: '2026-01-05T03:30:00.000Z',
  featuredImage: {
    url: '/files/p/a-800.webp',
    width: 800,
    height: 600,
    variants: [{ url: '/files/p/a-800.webp', width: 800, height: 600 }],
  },
  featuredImageKeys: ['content/a-800.webp'],
  titleWords: ['s', 'sc', 'sch'],
};

describe('content page schema', () => {
  it('parses a stored page as it is', () => {
    expect(contentDocSchema.parse(doc)).toEqual(doc);
  });

  it('keeps the existing texts for an over-long title, a bad slug and an empty body', () => {
    const messages = (input: unknown) => contentInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ title: 'x'.repeat(201), slug: 'a', content: '<p>x</p>' })).toEqual(['Title must be at most 200 characters']);
    expect(messages({ title: 'x', slug: 'Bad Slug', content: '<p>x</p>' })).toEqual([
      'Slug must be lowercase words joined by hyphens, for example school-transport',
    ]);
    expect(messages({ title: 'x', slug: 'a', content: '<p></p>' })).toEqual(['Content is required']);
  });

  it('a page sent without a status stays a draft', () => {
    expect(contentInputSchema.parse({ title: 'x', slug: 'a', content: '<p>x</p>' }).status).toBe('draft');
  });

  it('reads a publish time as India time; blank or absent is at once; stored pages may lack it', () => {
    const page = { title: 'x', slug: 'a', content: '<p>x</p>' };
    expect(contentInputSchema.parse({ ...page, publishAt: '2026-11-25T07:00' }).publishAt).toBe('2026-11-25T01:30:00.000Z');
    expect(contentInputSchema.parse({ ...page, publishAt: '' }).publishAt).toBeNull();
    expect(contentInputSchema.parse(page).publishAt).toBeNull();
    expect(contentInputSchema.safeParse({ ...page, publishAt: '2026-02-30T07:00' }).error?.issues[0]?.message).toBe(
      'Publish at is not a valid date and time. Use a date like 2026-11-25T07:00.',
    );
    expect(contentDocSchema.parse(doc)).not.toHaveProperty('publishAt');
  });

  it('the API item is the stored page with `_id` and without the storage keys or title words', () => {
    const { featuredImageKeys: _keys, titleWords: _words, ...shown } = doc;
    const item: ContentItem = { ...shown, _id: 'c1', version: 1 };
    expect(contentItemSchema.strict().parse(item)).toEqual(item);
    // The API always says the version (1 for pages stored before versions existed).
    expectTypeOf<ContentItem>().toEqualTypeOf<
      Flat<Omit<ContentDoc, 'featuredImageKeys' | 'titleWords' | 'version'> & { _id: string; version: number }>
    >();
  });
});
