import { describe, expect, it } from 'vitest';
import { eventDateText, formatSchoolDate } from './news-format';

describe('formatSchoolDate', () => {
  it('reads the instant in school time, as a parent in Faridkot would', () => {
    // 00:30 on 6 January in Faridkot is still 5 January in UTC.
    expect(formatSchoolDate('2025-01-05T19:00:00.000Z')).toBe('January 6, 2025');
    expect(formatSchoolDate('2025-01-05T18:29:59.000Z')).toBe('January 5, 2025');
  });

  it('says the same as Intl with the Asia/Kolkata zone, for dates across decades', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' });
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2040, 0, 1); time += 7 * 3_600_000 + 1_234_567) {
      const iso = new Date(time).toISOString();
      expect(formatSchoolDate(iso), iso).toBe(intl.format(new Date(time)));
    }
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatSchoolDate(null)).toBe('');
    expect(formatSchoolDate('')).toBe('');
    expect(formatSchoolDate('not a date')).toBe('');
  });

  it('shows a range only when the event ends on another day', () => {
    expect(eventDateText('2025-03-01T04:30:00.000Z', '2025-03-01T10:30:00.000Z')).toBe('March 1, 2025');
    expect(eventDateText('2025-03-01T04:30:00.000Z', '2025-03-03T10:30:00.000Z')).toBe('March 1, 2025 – March 3, 2025');
  });
});
