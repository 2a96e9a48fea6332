import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  eventDocSchema,
  eventInputSchema,
  eventItemSchema,
  type EventDoc,
  type EventFormValues,
  type EventInput,
  type EventItem,
} from './event-schemas.js';
import type { Flat } from './test-types.js';

const doc: EventDoc = {
  title: 'Sports Day',
  slug: 'sports-day',
  description: 'Races and relays on the main ground.',
  type: 'event',
  tags: ['sports'],
  startDate: '2026-02-01T03:30:00.000Z',
  endDate: null,
  location: 'Main ground',
  imageUrl: '',
  image: null,
  imageKeys: [],
  createdAt: '2026-01-05T03:30:00.000Z',
  updatedAt: '2026-01-05T03:30:00.000Z',
  publishedAt: '2026-01-05T03:30:00.000Z',
  titleWords: ['s', 'sp', 'spo'],
};

describe('news and event schema', () => {
  it('parses a stored item as it is', () => {
    expect(eventDocSchema.parse(doc)).toEqual(doc);
  });

  it('keeps the existing texts for a missing title, an unknown tag and an event without a date', () => {
    const messages = (input: unknown) => eventInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ description: 'x', type: 'news' })).toEqual(['Title is required']);
    expect(messages({ title: 'x', description: 'x', type: 'news', tags: ['chess'] })).toEqual([
      'Unknown tag "chess". Tags must be academic, sports, cultural, achievement, announcement or event.',
    ]);
    expect(messages({ title: 'x', description: 'x', type: 'event' })).toEqual(['Start date is required for events']);
  });

  it('stores what staff submit, with the same field types', () => {
    const input = eventInputSchema.parse({ title: ' News ', description: 'Text', type: 'news', tags: ['sports', 'sports'], location: 'x' });
    expect(input).toEqual({
      title: 'News',
      description: 'Text',
      type: 'news',
      tags: ['sports'],
      startDate: null,
      endDate: null,
      location: '',
      publishAt: null,
    });
    expectTypeOf<EventInput>().toExtend<
      Omit<EventDoc, 'slug' | 'imageUrl' | 'image' | 'imageKeys' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'titleWords'>
    >();
  });

  it('accepts the tag `sport`, which the Sports filter treats as sports, and stores it as `sports`', () => {
    const tagsOf = (tags: unknown) => eventInputSchema.parse({ title: 'x', description: 'x', type: 'news', tags }).tags;
    expect(tagsOf(['sport'])).toEqual(['sports']);
    expect(tagsOf(['academic', 'sport', 'sports'])).toEqual(['academic', 'sports']);
    expect(eventDocSchema.parse({ ...doc, tags: ['sport'] }).tags).toEqual(['sports']);
    // Only that one spelling: other near misses are still refused with the list of tags.
    expect(eventInputSchema.safeParse({ title: 'x', description: 'x', type: 'news', tags: ['sportss'] }).error?.issues[0]?.message).toBe(
      'Unknown tag "sportss". Tags must be academic, sports, cultural, achievement, announcement or event.',
    );
    expect(eventInputSchema.safeParse({ title: 'x', description: 'x', type: 'news', tags: [{ toString: 'sport' }] }).success).toBe(false);
  });

  it('stores a slug of lower-case words and hyphens, never one a URL could not carry', () => {
    for (const slug of ['', 'Sports-Day', 'sports day', 'sports--day', '-sports', 'x'.repeat(101), 'ਖੇਡ']) {
      expect(eventDocSchema.safeParse({ ...doc, slug }).success, slug).toBe(false);
    }
    const { slug: _slug, ...withoutSlug } = doc;
    expect(eventDocSchema.safeParse(withoutSlug).success).toBe(false);
    // Staff do not send it: the server makes it from the title, so the input has no slug to keep.
    expect(eventInputSchema.parse({ title: 'x', description: 'x', type: 'news', slug: 'mine' })).not.toHaveProperty('slug');
  });

  it('the API item is the stored item with `_id` and without the storage keys or the list fields', () => {
    const { imageKeys: _keys, publishedAt: _listed, titleWords: _words, ...shown } = doc;
    const item: EventItem = { ...shown, _id: 'e1', version: 1 };
    expect(eventItemSchema.strict().parse(item)).toEqual(item);
    // The API always says the version (1 for items stored before versions existed).
    expectTypeOf<EventItem>().toEqualTypeOf<
      Flat<Omit<EventDoc, 'imageKeys' | 'publishedAt' | 'titleWords' | 'version'> & { _id: string; version: number }>
    >();
  });

  it('links a document by its slug: optional, and only a slug', () => {
    const news = { title: 'Fees', description: 'Out now.', type: 'news' };
    expect(eventInputSchema.parse(news).documentSlug).toBeUndefined();
    expect(eventInputSchema.parse({ ...news, documentSlug: '' }).documentSlug).toBe('');
    expect(eventInputSchema.parse({ ...news, documentSlug: ' fee-structure-2026-27 ' }).documentSlug).toBe('fee-structure-2026-27');
    for (const bad of ['/documents/fees', 'Fees', '../x'])
      expect(eventInputSchema.safeParse({ ...news, documentSlug: bad }).error?.issues[0]?.message).toBe(
        'Linked document: not the address of a document',
      );
  });

  it('the form holds the same fields, with dates as the text staff type', () => {
    const values: EventFormValues = {
      title: 'Sports Day',
      description: 'x',
      type: 'event',
      tags: ['sports'],
      startDate: '2026-02-01T09:00',
      endDate: '',
      location: '',
      publishAt: '2026-01-31T07:00',
      documentSlug: '',
    };
    expect(eventInputSchema.parse(values).startDate).toBe('2026-02-01T03:30:00.000Z');
    // Typed in India time like the dates; blank publishes at once.
    expect(eventInputSchema.parse(values).publishAt).toBe('2026-01-31T01:30:00.000Z');
    expect(eventInputSchema.parse({ ...values, publishAt: '' }).publishAt).toBeNull();
    expectTypeOf<keyof EventFormValues>().toEqualTypeOf<keyof EventInput>();
    expectTypeOf<EventFormValues['startDate']>().toEqualTypeOf<string>();
  });
});
