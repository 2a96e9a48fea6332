import { describe, expect, it } from 'vitest';
import { publicCalls } from '../../lib/public-calls';
import { newsPageCalls, readNewsAddress } from './news-address';
import { newsHref, newsQuery } from './news-links';

const read = (query: string) => readNewsAddress(new URLSearchParams(query));

describe('the address of a page of news', () => {
  it('reads the tag (an alias as its tag), the year and the cursor, ignoring other parameters', () => {
    expect(read('')).toEqual({ tag: undefined, year: undefined, after: undefined });
    expect(read('tag=sport&year=2025&after=WyIyMDI1Il0&utm_source=feed')).toEqual({ tag: 'sports', year: 2025, after: 'WyIyMDI1Il0' });
  });

  it.each([
    ['an unknown tag', 'tag=chess'],
    ['a tag in capitals', 'tag=Sports'],
    ['an empty tag', 'tag='],
    ['a tag twice', 'tag=sports&tag=sports'],
    ['a year of three digits', 'year=999'],
    ['a year with a sign', 'year=+2025'],
    ['a year past the range', 'year=2200'],
    ['a year before it', 'year=1999'],
    ['an empty cursor', 'after='],
    ['a cursor with markup', 'after=<b>'],
    ['a cursor too long', `after=${'a'.repeat(201)}`],
  ])('names no page with %s', (_case, query) => {
    expect(read(query)).toBeNull();
  });

  it('writes the query in one order, whatever order the visitor used', () => {
    expect(newsQuery({})).toBe('');
    expect(newsQuery({ after: 'c2', year: 2025, tag: 'sports' })).toBe('?tag=sports&year=2025&after=c2');
    expect(newsHref('events', { year: 2024 })).toBe('/events?year=2024');
  });
});

describe('the call of a page of news', () => {
  it('is spelled one way, the limit first, so the server and the browser key the same answer', () => {
    expect(publicCalls.eventPage({})).toBe('/events?limit=12');
    expect(publicCalls.eventPage({ after: 'c2', year: 2025, tag: 'sports', type: 'event' })).toBe(
      '/events?limit=12&type=event&tag=sports&year=2025&after=c2',
    );
  });

  it('is the server’s call for /news and /events, and none for an address that names no page', () => {
    expect(newsPageCalls('all', new URLSearchParams('year=2025&tag=sport'))).toEqual(['/events?limit=12&tag=sports&year=2025']);
    expect(newsPageCalls('events', new URLSearchParams(''))).toEqual(['/events?limit=12&type=event']);
    expect(newsPageCalls('all', new URLSearchParams('tag=chess'))).toEqual([]);
  });
});
