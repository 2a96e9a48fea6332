import { describe, expect, it } from 'vitest';
import { titlesMatch, titleWords, wordsOf } from './title-words.js';

describe('title words', () => {
  it('splits on anything but letters, digits and combining marks, lower-cased', () => {
    expect(wordsOf('Annual Sports-Day, 2026!')).toEqual(['annual', 'sports', 'day', '2026']);
    // The vowel signs and the virama are marks: a Hindi or Punjabi word stays whole.
    expect(wordsOf('विज्ञान मेला')).toEqual(['विज्ञान', 'मेला']);
    expect(wordsOf('ਖੇਡ ਦਿਵਸ')).toEqual(['ਖੇਡ', 'ਦਿਵਸ']);
    expect(wordsOf(' — ')).toEqual([]);
  });

  it('stores each prefix of 1 to 15 characters once, from every title', () => {
    expect(titleWords(['Day day', undefined, 'Dab'])).toEqual(['d', 'da', 'day', 'dab']);
    const long = titleWords(['Internationalisation']);
    expect(long).toHaveLength(15);
    expect(long.at(-1)).toBe('internationalis');
    // A letter beyond the Basic Multilingual Plane counts as one character, never cut in half.
    expect(titleWords(['𝐀b'])).toEqual(['𝐀', '𝐀b']);
  });

  it('matches when every typed word begins a word of a title', () => {
    const titles = ['Annual Sports Day', 'ਸਾਲਾਨਾ ਖੇਡ ਦਿਵਸ'];
    expect(titlesMatch(titles, ['sports', 'da'])).toBe(true);
    expect(titlesMatch(titles, ['ਖੇ', 'annual'])).toBe(true);
    expect(titlesMatch(titles, ['ports'])).toBe(false);
    expect(titlesMatch(titles, ['sports', 'week'])).toBe(false);
  });
});
