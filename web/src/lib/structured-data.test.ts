import { describe, expect, it } from 'vitest';
import { jsonLdText } from './page-meta';
import { shortText } from './short-text';
import { schoolDateTime } from './structured-data';

describe('structured data helpers', () => {
  it('writes an instant in school time with its offset', () => {
    expect(schoolDateTime('2025-01-05T19:00:00.000Z')).toBe('2025-01-06T00:30:00+05:30');
    expect(schoolDateTime(null)).toBeUndefined();
    expect(schoolDateTime('not a date')).toBeUndefined();
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const long = 'Carols in the chapel garden. '.repeat(10);
    const cut = shortText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(shortText('Short\n\ntext ')).toBe('Short text');
  });

  it('escapes JSON so it cannot end its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
