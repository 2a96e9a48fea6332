import fc from 'fast-check';
import { extraKey, MARKER, nastyText } from './arbitraries.js';
import type { Part } from './raw-request.js';
import type { FormView } from './route-spec.js';

// Generated multipart forms for the upload and events routes, and how readMultipart will see them.

/** busboy's fieldSize in readMultipart: a longer field is refused, never cut. */
const FIELD_LIMIT = 100_000;

/** File names an attacker would try; busboy keeps only the base name, and the server never uses it for storage. */
export const NASTY_FILENAMES = [
  '../../etc/passwd.jpg',
  '..\\..\\x.jpg',
  'photo.jpg.php',
  'photo.php.jpg',
  '.htaccess',
  'a'.repeat(300) + '.jpg',
  'ਫੋਟੋ 🏫.jpg',
  '%2e%2e%2fx.jpg',
  'x.jpg%00.php',
  'CON.jpg',
  '/absolute/path.jpg',
];

/** Contents that are no image: markup, script, archives, nothing at all, random bytes. */
export const notAnImage = fc.oneof(
  fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('<?php system($_GET["c"]); ?>'),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
    Buffer.from('PK\u0003\u0004not really a zip'),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
);

const fileType = fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/x-php', 'application/octet-stream');

function filePart(fileFields: string[]): fc.Arbitrary<Part> {
  return fc.record({
    name: fc.constantFrom(...fileFields, 'images', 'image', 'featuredImage', 'file', '__proto__'),
    filename: fc.constantFrom(...NASTY_FILENAMES, 'photo.jpg'),
    type: fileType,
    data: notAnImage,
  });
}

const fieldValue = fc.oneof(
  nastyText,
  fc.constantFrom('news', 'event', 'blog', '["sports"]', '[', '["music"]', 'true', 'false', 'maybe', '2026-02-30', '2026-03-01T09:00'),
  fc.constant('x'.repeat(FIELD_LIMIT + 1)),
);

/**
 * A form: the base fields with some dropped, changed, repeated or added, and maybe file parts that
 * are no image. Names never hold quotes, backslashes or line breaks: the server would read those
 * header lines differently from a browser, which escapes them, and this oracle would be guessing.
 */
export function wrongForm(base: Part[], fileFields: string[]): fc.Arbitrary<Part[]> {
  // Upload routes read no text fields; a stray one still has to be survived.
  const names = base.length > 0 ? base.map((p) => p.name) : ['note'];
  const change = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), name: fc.constantFrom(...names) }),
    fc.record({ kind: fc.constant('set' as const), name: fc.constantFrom(...names), value: fieldValue }),
    fc.record({ kind: fc.constant('add' as const), name: fc.constantFrom(...names), value: fieldValue }),
    // Fields the route does not know carry the marker: finding it stored would mean the route kept them.
    fc.record({
      kind: fc.constant('add' as const),
      name: extraKey.filter((k) => k !== '' && !names.includes(k) && !/["\\\r\n]/.test(k)),
      value: fc.constant(MARKER),
    }),
    fc.record({ kind: fc.constant('file' as const), part: filePart(fileFields) }),
  );
  return fc.array(change, { minLength: 1, maxLength: 4 }).map((changes) => {
    let parts = [...base];
    for (const c of changes) {
      if (c.kind === 'drop') parts = parts.filter((p) => p.name !== c.name);
      else if (c.kind === 'set') parts = parts.map((p) => (p.name === c.name ? { name: p.name, data: c.value } : p));
      else if (c.kind === 'add') parts.push({ name: c.name, data: c.value });
      else parts.push(c.part);
    }
    return parts;
  });
}

/** readMultipart's reading of the parts (busboy counts a part as a file when it has a file name or is octet-stream). */
export function formView(parts: Part[]): FormView & { tooLong: boolean } {
  const fields: Record<string, string> = {};
  const fieldLists = Object.create(null) as Record<string, string[]>;
  const fileFields: string[] = [];
  let tooLong = false;
  for (const part of parts) {
    if (part.filename || part.type === 'application/octet-stream') {
      fileFields.push(part.name);
      continue;
    }
    const value = part.data.toString();
    if (Buffer.byteLength(value) > FIELD_LIMIT) tooLong = true;
    fields[part.name] = value;
    (fieldLists[part.name] ??= []).push(value);
  }
  return { fields, fieldLists, fileFields, tooLong };
}

/** Multipart bodies busboy cannot read. */
export const BROKEN_MULTIPART: Array<{ what: string; type: string; body: string }> = [
  { what: 'no boundary', type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--\r\n' },
  {
    what: 'other boundary',
    type: 'multipart/form-data; boundary=y',
    body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--x--\r\n',
  },
  { what: 'no end', type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx' },
  { what: 'garbage', type: 'multipart/form-data; boundary=x', body: '--x\r\nnonsense' },
  { what: 'empty', type: 'multipart/form-data; boundary=x', body: '' },
];
