import fc from 'fast-check';
import type { CallContext, RouteSpec } from './route-spec.js';

// Generators of wrong input for the hardening tests. Values may hold `Deep` parts: nesting too deep
// for JSON.stringify (which the server must still survive), written out by `jsonText`.

export const MARKER = 'INJECTED';

/** Arrays or objects nested `depth` levels around a string. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}
  text(): string {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}"sports"${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}"sports"${'}'.repeat(this.depth)}`;
  }
}

/** JSON text of a value that may contain Deep parts. */
export function jsonText(value: unknown): string {
  if (value instanceof Deep) return value.text();
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const deep = fc
  .tuple(fc.oneof(fc.integer({ min: 2, max: 2000 }), fc.integer({ min: 20_000, max: 60_000 })), fc.constantFrom('array', 'object' as const))
  .map(([d, k]) => new Deep(d, k));

/** Texts a form or a store may choke on: control characters, bidi overrides, lone surrogates, markup, injections. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 10 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    '\u202eevil',
    '\ud800',
    'ਸਕੂਲ 🏫 ',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "'; DROP TABLE documents; --",
    '../../etc/passwd',
    '${7*7}{{7*7}}',
    'javascript:alert(1)',
    '__proto__',
    'true',
    '1e309',
    'NaN',
  ),
);

/** Longer than any field allows; the largest also exceed the 200 kB body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(201, 501, 2_001, 5_001, 100_001, 150_001, 250_000), fc.constantFrom('x', 'ਸ', '\u0000'))
  .map(([n, c]) => c.repeat(n));

/** Anything but what a field wants (or, by chance, what it wants: the oracle decides). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  deep,
  hugeText,
  nastyText,
);

/** Keys a client has no business sending: prototype tricks and the server's own fields. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '_id',
    'id',
    'createdAt',
    'updatedAt',
    'images',
    'imageKeys',
    'featuredImageKeys',
    'read',
    'role',
    'isAdmin',
    'tokenVersion',
    'passwordHash',
    'website',
  ),
  fc.string({ maxLength: 12 }),
);

export type Mutation =
  { kind: 'drop'; key: string } | { kind: 'set'; key: string; value: unknown } | { kind: 'extra'; key: string; value: unknown };

export function mutation(keys: string[]): fc.Arbitrary<Mutation> {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    key.map((k) => ({ kind: 'drop' as const, key: k })),
    fc.record({ kind: fc.constant('set' as const), key, value: wrongValue }),
    fc.record({
      kind: fc.constant('extra' as const),
      key: extraKey,
      value: fc.oneof(fc.constant(MARKER), fc.constant({ [MARKER]: MARKER }), fc.constant([MARKER]), deep),
    }),
  );
}

/** The base body with the mutations applied, on an object without prototype so `__proto__` stays a plain key. */
export function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const body = Object.assign(Object.create(null) as Record<string, unknown>, base);
  for (const m of mutations) {
    if (m.kind === 'drop') delete body[m.key];
    else body[m.key] = m.value;
  }
  return body;
}

/** A body made of base plus 1-3 mutations, or a root that is no object at all. */
export function wrongBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.array(mutation(Object.keys(base)), { minLength: 1, maxLength: 3 }).map((ms) => applyMutations(base, ms)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
        fc.constant([base]),
        deep,
        fc.jsonValue({ maxDepth: 0 }),
      ),
    },
  );
}

export interface Transport {
  type?: string;
  encoding?: 'gzip' | 'deflate' | 'br';
}

/** Mostly plain JSON; sometimes compressed, with odd-cased types, or declared as something else entirely. */
export const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ type: 'application/json' }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Transport>(
      { type: 'application/json; charset=utf-8' },
      { type: 'Application/JSON' },
      { type: 'application/json', encoding: 'gzip' },
      { type: 'application/json', encoding: 'deflate' },
      { type: 'application/json', encoding: 'br' },
      { type: 'text/plain' },
      { type: 'application/x-www-form-urlencoded' },
      { type: 'application/xml' },
      { type: 'multipart/form-data' },
      {},
    ),
  },
);

/** Values every field of every route meets once: nesting deeper than any stack, operator objects, sizes at the limits. */
export const NASTY: unknown[] = [
  new Deep(50_000, 'array'),
  new Deep(50_000, 'object'),
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  ['sports', 'sports'],
  [[['sports']]],
  null,
  -1,
  1e308,
  '\u0000',
  'x'.repeat(150_001),
];

/** The JSON body a route's generated and nasty bodies start from: its valid one. */
export function jsonBase(route: RouteSpec, c: CallContext): Record<string, unknown> {
  // The events routes' forms carry these fields as text; as JSON they are the same fields.
  if (route.body === 'json-or-multipart') {
    return {
      title: 'Sports Day',
      description: 'Races.',
      type: 'event',
      tags: ['sports'],
      startDate: '2026-03-01T09:00',
      endDate: '',
      location: 'Ground',
      removeImage: false,
    };
  }
  return route.valid(c).json as Record<string, unknown>;
}
