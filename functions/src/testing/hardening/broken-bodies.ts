import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { BODY_LIMIT } from './body-view.js';

/** Headers and bytes that express.json must refuse (400, 413 or 415) whatever route they are sent to. */
export interface BrokenBody {
  what: string;
  headers: Record<string, string>;
  body: Buffer;
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return /^[ \t\n\r]*[{[]/.test(text);
  } catch {
    return false;
  }
};

const asJson = (what: string, text: string | Buffer, extra: Record<string, string> = {}): BrokenBody => ({
  what,
  headers: { 'content-type': 'application/json', ...extra },
  body: Buffer.isBuffer(text) ? text : Buffer.from(text),
});

const notJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":}',
    "{'a':1}",
    '{"a":1}x',
    '[1,]',
    '{"a" 1}',
    '"unterminated',
    '{"title":"x"',
    '\u0000{}',
    '"text"',
    '123',
    'null',
    'true',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '' && !parses(s)),
  fc.string({ minLength: 1, maxLength: 200 }).map((s) => `{"title":${JSON.stringify(s)}`),
);

// Compressing megabytes for every draw was half of bad-transport.test.ts's work: four sizes, each made once.
const bombs = new Map<number, Buffer>();
function gzipBomb(mb: number): Buffer {
  const made = bombs.get(mb) ?? gzipSync(`{"title":"${' '.repeat(mb * 1024 * 1024)}"}`);
  bombs.set(mb, made);
  return made;
}

export const brokenBody: fc.Arbitrary<BrokenBody> = fc.oneof(
  notJson.map((text) => asJson('invalid JSON', text)),
  fc
    .constantFrom('latin1', 'iso-8859-1', 'windows-1252', 'ascii', 'ebcdic')
    .map((charset) => asJson(`charset ${charset}`, '{"title":"x"}', { 'content-type': `application/json; charset=${charset}` })),
  // UTF-8 bytes read as UTF-16 are no JSON at all.
  fc
    .constantFrom('utf-16le', 'utf-16be')
    .map((charset) =>
      asJson(`declared ${charset}`, '{"title":"x","category":"y"}', { 'content-type': `application/json; charset=${charset}` }),
    ),
  fc
    .constantFrom('compress', 'x-gzip', 'identity, gzip', 'base64', 'chunked')
    .map((encoding) => asJson(`content-encoding ${encoding}`, '{"title":"x"}', { 'content-encoding': encoding })),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => asJson('gzip that is not', Buffer.from(bytes), { 'content-encoding': 'gzip' })),
  // A small request that inflates past the limit.
  fc.integer({ min: 1, max: 4 }).map((mb) => asJson(`gzip bomb ${mb} MB`, gzipBomb(mb), { 'content-encoding': 'gzip' })),
  fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 2 }).map((size) => asJson(`${size} bytes`, `{"title":"${'x'.repeat(size)}"}`)),
);
