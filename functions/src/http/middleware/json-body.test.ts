import { describe, expect, it } from 'vitest';
import { wellFormedStrings } from './json-body.js';

describe('wellFormedStrings', () => {
  it('replaces lone surrogates with U+FFFD and keeps whole characters', () => {
    const body = JSON.parse('{"title":"\\ud800","tags":["a\\udc00b","\\ud83d\\ude00"],"n":{"m":"x\\ud83d"}}') as unknown;
    wellFormedStrings(body);
    expect(body).toEqual({ title: '\uFFFD', tags: ['a\uFFFDb', '😀'], n: { m: 'x\uFFFD' } });
  });

  it('walks bodies nested deeper than the stack', () => {
    const depth = 200_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`) as unknown;
    wellFormedStrings(body);
    let inner: unknown = body;
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('\uFFFD');
  });

  it('leaves what is not parsed JSON alone', () => {
    const buffer = Buffer.from('\ud800');
    const before = Buffer.from(buffer);
    wellFormedStrings(buffer);
    expect(buffer).toEqual(before);
    expect(() => wellFormedStrings(undefined)).not.toThrow();
    expect(() => wellFormedStrings('\ud800')).not.toThrow();
  });
});
