import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '@school/shared/search-results';
import { buildIndex } from './site-index.js';
import { snippetOf } from './snippet.js';

const entry = (key: string, over: Partial<SearchEntry> = {}): SearchEntry => ({
  key,
  type: 'document',
  path: `/documents/${key}`,
  title: { en: `Title ${key}` },
  text: { en: '' },
  date: null,
  visibleFrom: null,
  ...over,
});
const now = new Date('2026-11-29T06:00:00Z');

describe('the site index', () => {
  it('wants every word, forgives a slip in a long one, completes the last, and ranks titles first', async () => {
    const index = await buildIndex([
      entry('fees', { title: { en: 'Fee structure' }, text: { en: 'Tuition and transport for the session.' } }),
      entry('bus', { title: { en: 'Bus routes' }, text: { en: 'The fee structure of the transport is in another circular.' } }),
      entry('fire', { title: { en: 'Fire safety certificate' }, text: { en: 'Issued by the fire officer.' } }),
    ]);
    expect(index.find('fee structure', 'en', now).map((result) => result.path)).toEqual(['/documents/fees', '/documents/bus']);
    expect(index.find('fee uniform', 'en', now)).toEqual([]);
    expect(index.find('certifcate', 'en', now).map((result) => result.path)).toEqual(['/documents/fire']);
    expect(index.find('transp', 'en', now)).toHaveLength(2);
  });

  it('shows the asked language where there is one, with the match from the English text where only it has the word', async () => {
    const index = await buildIndex([
      entry('holidays', {
        title: { en: 'Holiday list', hi: 'छुट्टियों की सूची' },
        text: { en: 'Lohri: 13 January.\nRepublic Day: 26 January.', hi: 'छुट्टियाँ' },
      }),
    ]);
    const [hindi] = index.find('lohri', 'hi', now);
    expect(hindi).toMatchObject({ title: 'छुट्टियों की सूची', lang: 'hi', snippet: 'Lohri: 13 January. Republic Day: 26 January.' });
    expect(index.find('lohri', 'pa', now)[0]).toMatchObject({ title: 'Holiday list', lang: 'en' });
  });

  it('leaves a scheduled entry out until its time, and says when that is', async () => {
    const index = await buildIndex([entry('later', { visibleFrom: '2026-12-01T03:30:00.000Z' }), entry('now')]);
    expect(index.find('title', 'en', now).map((result) => result.path)).toEqual(['/documents/now']);
    expect(index.nextChange(now)?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    const after = new Date('2026-12-02T00:00:00Z');
    expect(index.find('title', 'en', after)).toHaveLength(2);
    expect(index.nextChange(after)).toBeNull();
  });
});

describe('a result’s snippet', () => {
  it('is the words around the first match, cut at spaces, with ellipses where it is cut', () => {
    const text = `${'early words '.repeat(20)}the bus leaves at seven ${'later words '.repeat(20)}`.trim();
    const snippet = snippetOf(text, ['bus']) ?? '';
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the bus leaves at seven');
    expect(snippet.length).toBeLessThanOrEqual(2 * 80 + 2);
    expect(
      snippet
        .slice(1, -1)
        .split(' ')
        .every((word) => ['early', 'words', 'the', 'bus', 'leaves', 'at', 'seven', 'later'].includes(word)),
    ).toBe(true);
  });

  it('is the start of a short text, and null when the text lacks every term', () => {
    expect(snippetOf('Buses leave at 7:10.', [])).toBe('Buses leave at 7:10.');
    expect(snippetOf('Buses leave at 7:10.', ['train'])).toBeNull();
    expect(snippetOf('', ['bus'])).toBeNull();
  });
});
