import { describe, expect, it } from 'vitest';
import { mediaFollowUpCalls, mediaPageCalls, readMediaAddress } from './media-address';
import { mediaHref } from './media-links';

const search = (query: string) => new URLSearchParams(query);
const page = (data: unknown[], status = 200) => ({ status, body: { success: true, count: data.length, data, next: null } });

describe('the address of a page of /media and its calls', () => {
  it('reads the cursor, ignoring other parameters, and writes it back', () => {
    expect(readMediaAddress(search('after=WyIyMDI1Il0&utm_source=feed'))).toEqual({ after: 'WyIyMDI1Il0' });
    expect(mediaHref({ after: 'WyIyMDI1Il0' })).toBe('/media?after=WyIyMDI1Il0');
    expect(mediaHref({})).toBe('/media');
  });

  it('names the page first, then, once it is answered, the photos of its first gallery', () => {
    const call = '/galleries?limit=12&after=c2';
    expect(mediaPageCalls(search('after=c2'))).toEqual([call]);
    expect(mediaFollowUpCalls([call], {})).toEqual([]);
    const answered = {
      [call]: page([
        { slug: 'sports-day', imageCount: 4 },
        { slug: 'later', imageCount: 2 },
      ]),
    };
    expect(mediaFollowUpCalls([call], answered)).toEqual(['/galleries/slug/sports-day']);
  });

  it.each([
    ['a failed page', { '/galleries?limit=12': page([{ slug: 'a', imageCount: 3 }], 500) }],
    ['an empty page', { '/galleries?limit=12': page([]) }],
    ['a first gallery without photos', { '/galleries?limit=12': page([{ slug: 'a', imageCount: 0 }]) }],
    ['an answer of another shape', { '/galleries?limit=12': { status: 200, body: null } }],
  ])('names no photos for %s', (_case, answered) => {
    expect(mediaFollowUpCalls(['/galleries?limit=12'], answered)).toEqual([]);
  });

  it('names nothing for an address that is no page', () => {
    expect(mediaPageCalls(search('after=%3Cscript%3E'))).toEqual([]);
    expect(readMediaAddress(search('after=a&after=b'))).toBeNull();
  });
});
