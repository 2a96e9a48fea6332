import fc from 'fast-check';

// Ids and query strings that name nothing or mean nothing, ready to put on the wire as they are.

/** Path segments (ready for the wire) that name nothing: dot segments, prototype names, broken escapes, injections. */
export const SPECIAL_IDS: readonly string[] = [
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '...',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2F',
  'CON',
  'null',
  'undefined',
  '%5Bobject%20Object%5D',
  '%20',
  "'%20OR%20'1'%3D'1",
  '%3Cscript%3E',
  '*',
  '%24where',
  '%7B%22%24gt%22%3A%22%22%7D',
];

/** The special ids, unicode, well-formed unknown ids and lengths past any id. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SPECIAL_IDS),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  // Well formed, but no such document.
  fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/),
  fc.integer({ min: 129, max: 6000 }).map((length) => 'x'.repeat(length)),
);

const queryKey = fc.oneof(
  fc.constantFrom('type', 'status', 'q', 'unread', 'limit', '__proto__', 'constructor', 'a[b]', 'q[]', 'limit[0]', 'toString'),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    'news',
    'event',
    'page',
    'draft',
    'published',
    'true',
    'false',
    '0',
    '-1',
    '1',
    '500',
    '501',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
  ),
  fc.constantFrom('', '%ZZ', '%', '%00', '%E0%A4%A', 'x'.repeat(300), 'a%26b%3Dc', '%2e%2e%2f'),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
);

/** Odd query strings every read meets once. */
export const SPECIAL_QUERIES: readonly string[] = [
  '&&&',
  '=',
  '==',
  '?',
  'a',
  '%',
  'q=%E0%A4%A',
  'type',
  'limit=1&limit=2',
  `q=${'x'.repeat(5000)}`,
  '__proto__[x]=1',
  'type[]=news',
];

/** Query strings (ready for the wire): known keys with wrong values, repeated keys, prototype names, broken escapes. */
export const badQuery: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  fc.constantFrom(...SPECIAL_QUERIES),
);
